import type { LocaleSet } from '@lumidoc/i18n';
import { ContentError, throwIfAny } from '../errors.js';
import type { AnchorLookup } from './anchors.js';
import { nearest } from './nearest.js';
import type { LinkSource } from '@lumidoc/contract';

export type { LinkSource };

export interface LinkCheckInput {
  sources: readonly LinkSource[];
  /** Every built route (localized) with the anchors its page has (a `Map`, or `PageAnchors`). */
  anchors: AnchorLookup;
  locales: LocaleSet;
  /** Whether a file exists among the site's static files, e.g. `/img/a.svg`. */
  staticFileExists: (urlPath: string) => boolean;
  /** Hosts images may be loaded from (`avatars.githubusercontent.com`); any other remote image is an error. */
  remoteImageHosts?: readonly string[];
}

/** Why a remote image may not be shown, or undefined when its host is allowed. */
function remoteImageProblem(src: string, allowed: readonly string[]): { problem: string; fix: string } | undefined {
  let url: URL;
  try {
    url = new URL(src.startsWith('//') ? `https:${src}` : src);
  } catch {
    return { problem: `image "${src}" is not a valid URL`, fix: 'fix the address, or put the image under public/img/ and write /img/...' };
  }
  const download = `download it into public/img/ and write /img/..., or allow the host with remoteImageHosts: ['${url.hostname}'] in the build options (it then joins the CSP's img-src)`;
  if (url.protocol === 'http:') return { problem: `image "${src}" is loaded over plain http, which browsers block or warn about on an https page`, fix: `use https, and ${download}` };
  if (allowed.includes(url.hostname)) return undefined;
  return { problem: `image "${src}" is loaded from ${url.hostname}, which is not an allowed image host: every reader's browser would contact it`, fix: download };
}

const STATIC_FILE = /\.[a-z0-9]+$/i;

/**
 * Checks every internal link and anchor of every source against the built site, and every image:
 * a local one must be a static file, a remote one must come from `remoteImageHosts` over https.
 * All problems are reported together, each with its file, line and the nearest valid target.
 */
export function checkLinks({ sources, anchors, locales, staticFileExists, remoteImageHosts = [] }: LinkCheckInput): void {
  const errors: ContentError[] = [];
  for (const source of sources) {
    for (const link of source.links) {
      const where = { file: source.displayPath, line: link.line, column: link.column };
      const neutral = link.route === '' ? source.route : link.route;
      if (STATIC_FILE.test(neutral) && !neutral.startsWith('/docs/')) {
        if (!staticFileExists(neutral)) errors.push(new ContentError(where, `link "${link.written}" names a file that is not among the site's static files`, 'add the file under public/ or fix the path'));
        continue;
      }
      const route = locales.localizePath(neutral, source.locale);
      const targetAnchors = anchors.get(route);
      if (!targetAnchors) {
        const suggestion = nearest(route, anchors.keys());
        errors.push(new ContentError(where, `broken link "${link.written}": no page at ${route}`, suggestion ? `did you mean ${locales.parse(suggestion).path}?` : undefined));
        continue;
      }
      if (link.hash !== undefined && link.hash !== '' && !targetAnchors.has(link.hash)) {
        const suggestion = nearest(link.hash, targetAnchors);
        errors.push(new ContentError(where, `broken anchor "${link.written}": ${route} has no heading with id "${link.hash}"`, suggestion ? `did you mean #${suggestion}?` : 'give the target heading an explicit id: ## Title {#id}'));
      }
    }
    for (const image of source.images) {
      if (image.remote) {
        const refused = remoteImageProblem(image.src, remoteImageHosts);
        if (refused) errors.push(new ContentError({ file: source.displayPath, line: image.line }, refused.problem, refused.fix));
        continue;
      }
      if (!staticFileExists(image.src)) {
        errors.push(new ContentError({ file: source.displayPath, line: image.line }, `image "${image.src}" does not exist`, 'add the file under public/ (e.g. public/img/...) or fix the path'));
      }
    }
  }
  throwIfAny(errors);
}
