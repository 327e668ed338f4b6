import type { CursedKnowledgePageData } from '@lumidoc/contract';
import { CursedKnowledgePage } from '@lumidoc/theme';
import type { KindProps } from './kind-props.js';

export default function CursedKnowledgeKind({ page }: KindProps) {
  return <CursedKnowledgePage page={page as CursedKnowledgePageData} />;
}
