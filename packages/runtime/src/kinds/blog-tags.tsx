import type { BlogTagsPageData } from '@lumidoc/contract';
import { BlogTagsPage } from '@lumidoc/theme';
import type { KindProps } from './kind-props.js';

export default function BlogTagsKind({ page }: KindProps) {
  return <BlogTagsPage page={page as BlogTagsPageData} />;
}
