import type { DocCategoryIndexPageData } from '@lumidoc/contract';
import { DocCategoryIndexPage } from '@lumidoc/theme';
import type { KindProps } from './kind-props.js';

export default function DocCategoryIndexKind({ page, sidebar }: KindProps) {
  return <DocCategoryIndexPage page={page as DocCategoryIndexPageData} sidebar={sidebar} />;
}
