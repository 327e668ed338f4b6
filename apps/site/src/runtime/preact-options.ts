import { options } from 'preact';
import { REACT_ON_PREACT } from './renderer.js';

// React reads `suppressHydrationWarning` and drops it; Preact would write it out as an attribute of
// every tag the router puts in <head>. Dropped here, before rendering on the server or the client.
if (REACT_ON_PREACT) {
  const next = options.vnode;
  options.vnode = (vnode) => {
    const props = vnode.props as Record<string, unknown> | null;
    if (props && typeof vnode.type === 'string' && 'suppressHydrationWarning' in props) delete props.suppressHydrationWarning;
    next?.(vnode);
  };
}
