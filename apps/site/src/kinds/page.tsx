import type { MarkdownPageData } from '@lumidoc/content-pipeline';
import { MarkdownPage } from '@lumidoc/theme';
import type { KindProps } from './kind-props.js';

export default function MarkdownPageKind({ page }: KindProps) {
  return <MarkdownPage page={page as MarkdownPageData} />;
}
