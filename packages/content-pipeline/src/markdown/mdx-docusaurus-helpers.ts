import { elementOf, hastChildren, type MdxComponent } from './mdx-runtime.js';

// Docusaurus's smaller helpers that MDX pages import, as far as a page made at build time can have
// them: the page is prerendered once, in the language of its file, and shows no client-only part.

/** `{name}` placeholders of a message filled from `values`. */
const fill = (message: string, values: unknown) =>
  message.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = values && typeof values === 'object' ? (values as Record<string, unknown>)[name] : undefined;
    return typeof value === 'string' || typeof value === 'number' ? String(value) : placeholder;
  });

/** `translate({ message }, values)`: the message as written (the file is already in its language). */
export const translate = (descriptor: { message?: string; id?: string } | undefined, values?: unknown): string => fill(descriptor?.message ?? descriptor?.id ?? '', values);

/** `<Translate values={…}>text {name}</Translate>`: the text as written, its placeholders filled. */
export const Translate: MdxComponent = (props) => {
  const { children, message, values } = props;
  if (typeof children === 'string') return fill(children, values);
  return typeof message === 'string' ? fill(message, values) : hastChildren(children);
};

/** `<Heading as="h3" id="x">`: the heading element (not in the TOC, which lists Markdown headings). */
export const Heading: MdxComponent = (props, source) => {
  const { as, ...rest } = props;
  const tag = typeof as === 'string' && /^h[1-6]$/.test(as) ? as : 'h2';
  return elementOf(tag, rest, source);
};

/** `<BrowserOnly fallback={…}>{() => …}</BrowserOnly>`: a prerendered page shows the fallback. */
export const BrowserOnly: MdxComponent = (props) => (props['fallback'] === undefined ? null : hastChildren(props['fallback']));

/** `<ThemedImage sources={{ light, dark }} />`: the light image (one image per page, as the theme's own). */
export const ThemedImage: MdxComponent = (props, source) => {
  const { sources, ...rest } = props;
  const light = sources && typeof sources === 'object' ? (sources as Record<string, unknown>)['light'] : undefined;
  return elementOf('img', { ...rest, src: typeof light === 'string' ? light : undefined }, source);
};
