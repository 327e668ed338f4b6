import type { LocaleSet } from '@lumidoc/i18n';
import { ContentError, formatWarning, throwIfAny } from '../errors.js';
import type { AnchorLookup } from './anchors.js';
import { nearest } from './nearest.js';
import { targetRoute } from './target-route.js';
import type { LinkSource } from '@lumidoc/contract';

export type { LinkSource };

/**
 * What a broken link or anchor does, as Docusaurus's `onBrokenLinks` / `onBrokenAnchors`: stop the
 * build (`'throw'`, default), log a warning and go on (`'warn'`), or nothing (`'ignore'`).
 */
export type BrokenLinkPolicy = 'throw' | 'warn' | 'ignore';

export interface LinkCheckInput {
  sources: readonly LinkSource[];
  /** Every built route (localized) with the anchors its page has (a `Map`, or `PageAnchors`). */
  anchors: AnchorLookup;
  locales: LocaleSet;
  /** Whether a file exists among the site's static files, e.g. `/img/a.svg`. */
  staticFileExists: (urlPath: string) => boolean;
  /** Hosts images may be loaded from (`avatars.githubusercontent.com`); any other remote image is an error. */
  remoteImageHosts?: readonly string[];
  /** A link to no page or to a missing static file: `'throw'` (default), `'warn'` or `'ignore'`. */
  onBrokenLinks?: BrokenLinkPolicy;
  /** A link to an existing page's missing anchor: `'throw'` (default), `'warn'` or `'ignore'`. */
  onBrokenAnchors?: BrokenLinkPolicy;
  /** A link to a `.md`/`.mdx` file that is no page of the site (kept as written): `'throw'` (default), `'warn'` or `'ignore'`. */
  onBrokenMarkdownLinks?: BrokenLinkPolicy;
  /** Where `'warn'` writes each problem (`warning: file:line:column: problem` and its fix); default `console.warn`. */
  log?: (line: string) => void;
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
 * Broken links, anchors and Markdown file links follow `onBrokenLinks` / `onBrokenAnchors` /
 * `onBrokenMarkdownLinks` (thrown by default); image problems always throw.
 */
export function checkLinks({ sources, anchors, locales, staticFileExists, remoteImageHosts = [], onBrokenLinks = 'throw', onBrokenAnchors = 'throw', onBrokenMarkdownLinks = 'throw', log = (line) => console.warn(line) }: LinkCheckInput): void {
  const errors: ContentError[] = [];
  const report = (policy: BrokenLinkPolicy, error: ContentError) => {
    if (policy === 'throw') errors.push(error);
    else if (policy === 'warn') log(formatWarning(error));
  };
  for (const source of sources) {
    for (const link of source.links) {
      const where = { file: source.displayPath, line: link.line, column: link.column };
      const neutral = targetRoute(link, source.route);
      if (neutral === undefined) {
        report(onBrokenMarkdownLinks, new ContentError(where, `link "${link.written}" points to a Markdown file that is not a page of this site`, './ and ../ paths are read from the page\'s folder, other paths also from the content folder of its locale and version (guides/setup.md) and the site folder (/docs/guides/setup.md)'));
        continue;
      }
      if (STATIC_FILE.test(neutral) && !neutral.startsWith('/docs/')) {
        if (!staticFileExists(neutral)) report(onBrokenLinks, new ContentError(where, `link "${link.written}" names a file that is not among the site's static files`, 'add the file under public/ or fix the path'));
        continue;
      }
      const route = locales.localizePath(neutral, source.locale);
      if (!anchors.has(route)) {
        const suggestion = nearest(route, anchors.keys());
        report(onBrokenLinks, new ContentError(where, `broken link "${link.written}": no page at ${route}`, suggestion ? `did you mean ${locales.parse(suggestion).path}?` : undefined));
        continue;
      }
      // A page's anchors are collected (its whole body walked) only for a link that names one.
      if (link.hash === undefined || link.hash === '') continue;
      const targetAnchors = anchors.get(route)!;
      if (!targetAnchors.has(link.hash)) {
        const suggestion = nearest(link.hash, targetAnchors);
        report(onBrokenAnchors, new ContentError(where, `broken anchor "${link.written}": ${route} has no heading with id "${link.hash}"`, suggestion ? `did you mean #${suggestion}?` : 'give the target heading an explicit id: ## Title {#id}'));
      }
    }
    for (const image of source.images) {
      // A content file was read by the compile, which named it by its bytes: it is there.
      if (image.file !== undefined) continue;
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
