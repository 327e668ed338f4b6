import type { BlogArchivePageData } from '@lumidoc/content-pipeline';
import { BlogArchivePage } from '@lumidoc/theme';
import type { KindProps } from './kind-props.js';

export default function BlogArchiveKind({ page }: KindProps) {
  return <BlogArchivePage page={page as BlogArchivePageData} />;
}
