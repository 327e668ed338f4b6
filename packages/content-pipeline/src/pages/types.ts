import type { Root as HastRoot } from 'hast';
import type { PageBase, TocEntry } from '../page-data.js';

/** The landing page, from `pages/<locale>/home.yml`. */
export interface HomePageData extends PageBase {
  kind: 'home';
  hero: { title: string; tagline: string };
  actions: { getStarted: { label: string; route: string }; openDemo: { label: string; href: string }; download: { label: string; route: string } };
  features: Array<{ title: string; text: string; route: string }>;
  license: string;
  community: { text: string; href: string };
  download: { title: string; text: string; links: Array<{ store: string; label: string; href: string }> };
}

/** One milestone of the roadmap. */
export interface RoadmapMilestone {
  date: string;
  title: string;
  description: string;
  link?: string;
  status: 'done' | 'planned';
}

export interface RoadmapPageData extends PageBase {
  kind: 'roadmap';
  intro: string;
  /** Newest first. */
  milestones: RoadmapMilestone[];
}

/** One item of the cursed-knowledge list. */
export interface CursedKnowledgeItem {
  title: string;
  fact: string;
  date: string;
  link?: string;
}

export interface CursedKnowledgePageData extends PageBase {
  kind: 'cursed-knowledge';
  intro: string;
  /** Newest first. */
  items: CursedKnowledgeItem[];
}

/** A standalone page written in Markdown (privacy policy, errors). */
export interface MarkdownPageData extends PageBase {
  kind: 'page';
  body: HastRoot;
  toc: TocEntry[];
}

export type StandalonePageData = HomePageData | RoadmapPageData | CursedKnowledgePageData | MarkdownPageData;
