import type { CursedKnowledgePageData } from '@lumidoc/content-pipeline';
import { CursedKnowledgePage } from '@lumidoc/theme';
import type { KindProps } from './registry.js';

export default function CursedKnowledgeKind({ page }: KindProps) {
  return <CursedKnowledgePage page={page as CursedKnowledgePageData} />;
}
