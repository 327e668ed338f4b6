import type { Root } from 'hast';
import { toJsxRuntime, type Components } from 'hast-util-to-jsx-runtime';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { Admonition } from './Admonition.js';
import { CodeBlock } from './CodeBlock.js';
import { ContentLink } from './ContentLink.js';
import { Heading } from './Heading.js';
import { TabsOrDiv } from './Tabs.js';

const components: Partial<Components> = {
  a: ContentLink,
  pre: CodeBlock,
  aside: Admonition,
  div: TabsOrDiv,
  h2: (props) => <Heading as="h2" {...props} />,
  h3: (props) => <Heading as="h3" {...props} />,
  h4: (props) => <Heading as="h4" {...props} />,
};

/** Renders compiled Markdown (HAST) as React, with links, code blocks, admonitions and tabs themed. */
export function HastContent({ tree }: { tree: Root }) {
  return toJsxRuntime(tree, { Fragment, jsx, jsxs, components, passKeys: true });
}
