import type { LinkRef } from '../markdown/links.js';
import type { CursedKnowledgeItem } from '@lumidoc/contract';
import { isRoute, linkRef } from './link-ref.js';
import { newestFirst } from './order.js';
import { YamlFields } from './yaml-fields.js';

/** The words and items of `cursed-knowledge.yml`; links to the site are locale-neutral routes. */
export interface CursedKnowledgeContent {
  title: string;
  description: string;
  intro: string;
  /** Newest first. */
  items: CursedKnowledgeItem[];
  /** Links to pages of the site, for the link check. */
  links: LinkRef[];
}

/** Reads and validates `cursed-knowledge.yml`. */
export function parseCursedKnowledgeYaml(text: string, file: string): CursedKnowledgeContent {
  const yaml = YamlFields.parse(text, file);
  yaml.mapping([], ['title', 'description', 'intro', 'items']);
  const links: LinkRef[] = [];
  const items = Array.from({ length: yaml.listLength(['items']) }, (_, i): CursedKnowledgeItem => {
    const at = (key: string) => ['items', i, key];
    yaml.mapping(['items', i], ['title', 'fact', 'date', 'link']);
    const link = yaml.optionalLink(at('link'));
    if (link && isRoute(link)) links.push(linkRef(link, yaml.lineOf(at('link')).line));
    return { title: yaml.string(at('title')), fact: yaml.string(at('fact')), date: yaml.isoDate(at('date')), ...(link ? { link } : {}) };
  });
  return {
    title: yaml.string(['title']),
    description: yaml.string(['description']),
    intro: yaml.string(['intro']),
    items: newestFirst(items),
    links,
  };
}
