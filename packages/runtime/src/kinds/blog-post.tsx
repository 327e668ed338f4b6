import type { BlogPostPageData } from '@lumidoc/contract';
import { BlogPostPage } from '@lumidoc/theme';
import type { KindProps } from './kind-props.js';

export default function BlogPostKind({ page }: KindProps) {
  return <BlogPostPage page={page as BlogPostPageData} />;
}
