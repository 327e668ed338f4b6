import type { RoadmapPageData } from '@lumidoc/contract';
import { RoadmapPage } from '@lumidoc/theme';
import type { KindProps } from './kind-props.js';

export default function RoadmapKind({ page }: KindProps) {
  return <RoadmapPage page={page as RoadmapPageData} />;
}
