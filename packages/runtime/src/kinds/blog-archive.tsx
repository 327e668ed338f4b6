import type { BlogArchivePageData } from '@lumidoc/contract';
import { BlogArchivePage } from '@lumidoc/theme';
import type { KindProps } from './kind-props.js';

export default function BlogArchiveKind({ page }: KindProps) {
  return <BlogArchivePage page={page as BlogArchivePageData} />;
}
