import type { LinkRef } from '../markdown/links.js';
import type { RoadmapMilestone } from '@lumidoc/contract';
import { isRoute, linkRef } from './link-ref.js';
import { newestFirst } from './order.js';
import { YamlFields } from './yaml-fields.js';

/** The words and milestones of `roadmap.yml`; links to the site are locale-neutral routes. */
export interface RoadmapContent {
  title: string;
  description: string;
  intro: string;
  /** Planned milestones first (in file order), then the rest newest first. */
  milestones: RoadmapMilestone[];
  /** Links to pages of the site, for the link check. */
  links: LinkRef[];
}

const STATUSES = ['done', 'planned'] as const;

/** Reads and validates `roadmap.yml`: every milestone needs a date unless it is planned. */
export function parseRoadmapYaml(text: string, file: string): RoadmapContent {
  const yaml = YamlFields.parse(text, file);
  yaml.mapping([], ['title', 'description', 'intro', 'milestones']);
  const links: LinkRef[] = [];
  const milestones = Array.from({ length: yaml.listLength(['milestones']) }, (_, i): RoadmapMilestone => {
    const at = (key: string) => ['milestones', i, key];
    yaml.mapping(['milestones', i], ['date', 'title', 'description', 'link', 'status']);
    const status = yaml.oneOf(at('status'), STATUSES);
    const date = status === 'planned' ? yaml.optionalIsoDate(at('date')) : yaml.isoDate(at('date'));
    const link = yaml.optionalLink(at('link'));
    if (link && isRoute(link)) links.push(linkRef(link, yaml.lineOf(at('link')).line));
    return { ...(date ? { date } : {}), title: yaml.string(at('title')), description: yaml.string(at('description')), ...(link ? { link } : {}), status };
  });
  const planned = milestones.filter((m) => m.status === 'planned');
  const done = milestones.filter((m) => m.status === 'done') as Array<RoadmapMilestone & { date: string }>;
  return {
    title: yaml.string(['title']),
    description: yaml.string(['description']),
    intro: yaml.string(['intro']),
    milestones: [...planned, ...newestFirst(done)],
    links,
  };
}
