import type { BlogListPageData } from '@lumidoc/contract';
import { BlogListPage } from '@lumidoc/theme';
import type { KindProps } from './kind-props.js';

export default function BlogListKind({ page }: KindProps) {
  return <BlogListPage page={page as BlogListPageData} />;
}
