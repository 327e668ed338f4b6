import type { BlogAuthorPageData } from '@lumidoc/contract';
import { BlogAuthorPage } from '@lumidoc/theme';
import type { KindProps } from './kind-props.js';

export default function BlogAuthorKind({ page }: KindProps) {
  return <BlogAuthorPage page={page as BlogAuthorPageData} />;
}
