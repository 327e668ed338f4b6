import type { HomePageData } from '@lumidoc/contract';
import { HomePage } from '@lumidoc/theme';
import type { KindProps } from './kind-props.js';

export default function HomeKind({ page }: KindProps) {
  return <HomePage page={page as HomePageData} />;
}
