import type { MarkdownPageData } from '@lumidoc/contract';
import { MarkdownPage } from '@lumidoc/theme';
import type { KindProps } from './kind-props.js';

export default function MarkdownPageKind({ page }: KindProps) {
  return <MarkdownPage page={page as MarkdownPageData} />;
}
