import type { ApiOperationPageData } from '@lumidoc/contract';
import { ApiOperationPage } from '@lumidoc/theme';
import type { KindProps } from './kind-props.js';

export default function ApiOperationKind({ page, sidebar }: KindProps) {
  return <ApiOperationPage page={page as ApiOperationPageData} sidebar={sidebar} />;
}
