import type { CursedKnowledgePageData } from '@lumidoc/content-pipeline';
import { CursedKnowledgePage } from '@lumidoc/theme';
import type { KindProps } from './kind-props.js';

export default function CursedKnowledgeKind({ page }: KindProps) {
  return <CursedKnowledgePage page={page as CursedKnowledgePageData} />;
}
