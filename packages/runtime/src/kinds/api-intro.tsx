import type { ApiIntroPageData } from '@lumidoc/contract';
import { ApiIntroPage } from '@lumidoc/theme';
import type { KindProps } from './kind-props.js';

export default function ApiIntroKind({ page, sidebar }: KindProps) {
  return <ApiIntroPage page={page as ApiIntroPageData} sidebar={sidebar} />;
}
