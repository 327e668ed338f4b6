import type { DocPageData } from '@lumidoc/contract';
import { DocPage } from '@lumidoc/theme';
import type { KindProps } from './kind-props.js';

export default function DocKind({ page, sidebar }: KindProps) {
  return <DocPage page={page as DocPageData} sidebar={sidebar} />;
}
