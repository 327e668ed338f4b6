import type { BlogPostPageData } from '@lumidoc/content-pipeline';
import { BlogPostPage } from '@lumidoc/theme';
import type { KindProps } from './kind-props.js';

export default function BlogPostKind({ page }: KindProps) {
  return <BlogPostPage page={page as BlogPostPageData} />;
}
