import type { BuildPlugin } from '@lumidoc/contract';
import type { LinkRef } from '../markdown/links.js';
import type { LinkSource } from './check.js';

export interface ConfigLinksOptions {
  /** The configuration file, as errors name it (`site.config.ts`). */
  file: string;
  /** Its text, to name the line of each link; lines are left out without it. */
  text?: string;
  /** Site routes the configuration links to (navbar and footer `to:`), locale-neutral, with any `#anchor`. */
  routes: readonly string[];
}

/** The line of the `n`-th quoted occurrence of `value` in `text`. */
function lineOf(text: string | undefined, value: string, n: number): number | undefined {
  if (text === undefined) return undefined;
  const lines = text.split('\n');
  let seen = 0;
  for (let i = 0; i < lines.length; i++) {
    if ([`'${value}'`, `"${value}"`, `\`${value}\``].some((quoted) => lines[i]!.includes(quoted)) && seen++ === n) return i + 1;
  }
  return undefined;
}

/** The configuration's links as link references, each with its line in the file. */
export function configLinkRefs({ text, routes }: ConfigLinksOptions): LinkRef[] {
  const counts = new Map<string, number>();
  return routes.map((written) => {
    const n = counts.get(written) ?? 0;
    counts.set(written, n + 1);
    const [route = '', hash] = written.split('#', 2);
    const line = lineOf(text, written, n);
    return { route, ...(hash ? { hash } : {}), written, ...(line ? { line } : {}) };
  });
}

/**
 * Checks the site configuration's links to its own pages (navbar and footer `to:`) with every
 * other link of the site, in every locale: one pointing at no page fails the build with the
 * configuration file and line. It adds no pages.
 */
export function configLinksPlugin(options: ConfigLinksOptions): BuildPlugin {
  return {
    name: 'config links',
    async pages({ locales }) {
      const links = configLinkRefs(options);
      const linkSources: LinkSource[] = locales.list.map((locale) => ({ locale: locale.code, route: '/', displayPath: options.file, links, images: [] }));
      return { pages: [], linkSources };
    },
  };
}
