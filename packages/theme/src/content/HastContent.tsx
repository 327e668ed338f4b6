import type { Root } from 'hast';
import type { HTMLAttributes } from 'react';
import { useTheme } from '../context.js';
import { Admonition } from './Admonition.js';
import { CodeBlock } from './CodeBlock.js';
import { ContentLink } from './ContentLink.js';
import { hastToReact, type HastComponents } from './hast-to-react.js';
import { Heading } from './Heading.js';
import { TabsOrDiv } from './Tabs.js';

/** The footnotes section's heading (`#footnote-label`, from remark-gfm), in the reader's language. */
function FootnotesHeading(props: HTMLAttributes<HTMLHeadingElement>) {
  const { t, locale } = useTheme();
  // The label replaces whatever text the pipeline wrote, in the reader's (not the content's) language.
  return (
    <h2 {...props} lang={locale.htmlLang}>
      {t('footnotes.label')}
    </h2>
  );
}

const components = {
  a: ContentLink,
  pre: CodeBlock,
  aside: Admonition,
  div: TabsOrDiv,
  h2: (props) => (props.id === 'footnote-label' ? <FootnotesHeading {...props} /> : <Heading as="h2" {...props} />),
  h3: (props) => <Heading as="h3" {...props} />,
  h4: (props) => <Heading as="h4" {...props} />,
} as HastComponents;

/** Renders compiled Markdown (HAST) as React, with links, code blocks, admonitions and tabs themed. */
export function HastContent({ tree }: { tree: Root }) {
  return hastToReact(tree, components);
}
