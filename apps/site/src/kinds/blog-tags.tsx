import type { BlogTagsPageData } from '@lumidoc/content-pipeline';
import { BlogTagsPage } from '@lumidoc/theme';
import type { KindProps } from './registry.js';

export default function BlogTagsKind({ page }: KindProps) {
  return <BlogTagsPage page={page as BlogTagsPageData} />;
}
