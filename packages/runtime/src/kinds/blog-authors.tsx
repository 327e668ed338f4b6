import type { BlogAuthorsPageData } from '@lumidoc/contract';
import { BlogAuthorsPage } from '@lumidoc/theme';
import type { KindProps } from './kind-props.js';

export default function BlogAuthorsKind({ page }: KindProps) {
  return <BlogAuthorsPage page={page as BlogAuthorsPageData} />;
}
