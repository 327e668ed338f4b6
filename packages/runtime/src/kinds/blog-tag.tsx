import type { BlogTagPageData } from '@lumidoc/contract';
import { BlogTagPage } from '@lumidoc/theme';
import type { KindProps } from './kind-props.js';

export default function BlogTagKind({ page }: KindProps) {
  return <BlogTagPage page={page as BlogTagPageData} />;
}
