import type { LinkRef } from '../markdown/links.js';
import { linkRef } from './link-ref.js';
import { YamlFields } from './yaml-fields.js';

/** The words of `home.yml`; links are locale-neutral routes. */
export interface HomeContent {
  title: string;
  description: string;
  hero: { title: string; tagline: string };
  actions: { getStarted: string; openDemo: string; download: string };
  features: Array<{ title: string; text: string; link: string }>;
  license: string;
  community: string;
  download: { title: string; text: string };
  /** The feature links, for the link check. */
  links: LinkRef[];
}

const TOP_KEYS = ['title', 'description', 'hero', 'actions', 'features', 'license', 'community', 'download'];

/** Reads and validates `home.yml`. */
export function parseHomeYaml(text: string, file: string): HomeContent {
  const yaml = YamlFields.parse(text, file);
  yaml.mapping([], TOP_KEYS);
  yaml.mapping(['hero'], ['title', 'tagline']);
  yaml.mapping(['actions'], ['getStarted', 'openDemo', 'download']);
  yaml.mapping(['download'], ['title', 'text']);
  const features = Array.from({ length: yaml.listLength(['features']) }, (_, i) => {
    yaml.mapping(['features', i], ['title', 'text', 'link']);
    return { title: yaml.string(['features', i, 'title']), text: yaml.string(['features', i, 'text']), link: yaml.route(['features', i, 'link']) };
  });
  return {
    title: yaml.string(['title']),
    description: yaml.string(['description']),
    hero: { title: yaml.string(['hero', 'title']), tagline: yaml.string(['hero', 'tagline']) },
    actions: { getStarted: yaml.string(['actions', 'getStarted']), openDemo: yaml.string(['actions', 'openDemo']), download: yaml.string(['actions', 'download']) },
    features,
    license: yaml.string(['license']),
    community: yaml.string(['community']),
    download: { title: yaml.string(['download', 'title']), text: yaml.string(['download', 'text']) },
    links: features.map((feature, i) => linkRef(feature.link, yaml.lineOf(['features', i, 'link']).line)),
  };
}
