import type { Root as HastRoot } from 'hast';
import type { OutdatedTranslation, PageBase, TocEntry } from './page-base.js';

/** App stores the theme draws a badge for. */
export type StoreId = 'google-play' | 'app-store' | 'f-droid' | 'obtainium';

/** Where to get the mobile app. */
export interface StoreLink {
  store: StoreId;
  /** An external URL, or a localized route of this site (starts with `/`). */
  href: string;
}

/** A picture beside the hero text; decorative, so it has no alt text. */
export interface HeroImage {
  src: string;
  /** Shown instead of `src` in dark mode. */
  srcDark?: string;
  width: number;
  height: number;
}

/** One highlight of the home page, linking into the docs. */
export interface FeatureHighlight {
  title: string;
  text: string;
  /** Localized route of the doc that explains the feature. */
  route: string;
}

/** The landing page, from `pages/<locale>/home.yml` plus the site's links. */
export interface HomePageData extends PageBase {
  kind: 'home';
  /** The h1 and the sentence under it: what the product promises. */
  hero: { title: string; tagline: string; image?: HeroImage };
  actions: {
    /** The primary action; `route` is localized. */
    getStarted: { label: string; route: string };
    /** An external demo. */
    openDemo: { label: string; href: string };
    /** Jumps to the page's download section. */
    download: { label: string };
  };
  features: FeatureHighlight[];
  download: { title: string; text: string; links: StoreLink[] };
  /** The licence line. */
  license: string;
  /** The invitation to the community chat and where the chat is. */
  community: { text: string; href: string };
}

/** One milestone of the roadmap. */
export interface RoadmapMilestone {
  /** ISO date (`2024-09-06`); a planned milestone may have none. */
  date?: string;
  title: string;
  description: string;
  /** External URL, or a localized route of this site. */
  link?: string;
  status: 'done' | 'planned';
}

/** The roadmap, from `pages/<locale>/roadmap.yml`. */
export interface RoadmapPageData extends PageBase {
  kind: 'roadmap';
  intro: string;
  /** Planned milestones first, then the rest newest first. */
  milestones: RoadmapMilestone[];
}

/** One item of the cursed-knowledge list. */
export interface CursedKnowledgeItem {
  title: string;
  fact: string;
  /** ISO date (`2024-09-20`). */
  date: string;
  /** External URL, or a localized route of this site. */
  link?: string;
}

/** The cursed-knowledge list, from `pages/<locale>/cursed-knowledge.yml`. */
export interface CursedKnowledgePageData extends PageBase {
  kind: 'cursed-knowledge';
  intro: string;
  /** Newest first. */
  items: CursedKnowledgeItem[];
}

/** A standalone page written in Markdown (privacy policy, errors), from `pages/<locale>/<name>.md`. */
export interface MarkdownPageData extends PageBase {
  kind: 'page';
  /** Page name, the file name without `.md` (`errors`). */
  name: string;
  body: HastRoot;
  toc: TocEntry[];
  /** Set when the translation follows an older version of the source-locale file. */
  outdated?: OutdatedTranslation;
}

export type StandalonePageData = HomePageData | RoadmapPageData | CursedKnowledgePageData | MarkdownPageData;
