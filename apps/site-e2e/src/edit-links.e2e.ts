import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { listSiteFiles, readHtmlPages } from '@lumidoc/site-checks';
import { expect, inject, it } from 'vitest';

const siteDir = inject('siteDir');
const repoRoot = path.resolve(import.meta.dirname, '../../..');
const tracked = new Set(execFileSync('git', ['ls-files', '-z'], { cwd: repoRoot, encoding: 'utf8' }).split('\0').filter(Boolean));

/** Locale of a route: the default locale (zh-Hans) has no prefix. */
const localeOf = (route: string) => /^\/(zh-Hant|ja|ko|en|pt|es|fr|de|ru)(\/|$)/.exec(route)?.[1] ?? 'zh-Hans';
const SAMPLE_LOCALES = new Set(['ru', 'zh-Hans', 'en']);

/** The doc pages of the sampled locales (the API reference has no source file to edit). */
const docs = [...readHtmlPages(siteDir, listSiteFiles(siteDir))].filter(
  (page) => /^(\/[a-zA-Z-]+)?\/docs\//.test(page.route) && !/\/docs\/api(\/|$)/.test(page.route) && SAMPLE_LOCALES.has(localeOf(page.route)),
);

/** The href of the page's "edit this page" link, when it has one. */
const editLink = (html: string) => {
  const tag = /<a\b[^>]*\bclass="[^"]*\bld-doc-meta__edit\b[^"]*"[^>]*>/.exec(html)?.[0];
  return tag ? /\bhref="([^"]+)"/.exec(tag)?.[1]?.replaceAll('&amp;', '&') : undefined;
};

it(`every "edit this page" link of ${docs.length} doc pages in ru, zh-Hans and en opens a file of this repository, in the page's own locale`, () => {
  expect(docs.length).toBeGreaterThan(200);
  const problems: string[] = [];
  for (const page of docs) {
    const href = editLink(page.html);
    if (!href) {
      problems.push(`${page.route}: no edit link`);
      continue;
    }
    const file = /^https:\/\/github\.com\/[^/]+\/[^/]+\/edit\/[^/]+\/(.+)$/.exec(href)?.[1];
    const repoPath = file && decodeURI(file);
    if (!repoPath || !tracked.has(repoPath)) problems.push(`${page.route}: ${href} is not a file tracked in this repository`);
    else if (!repoPath.startsWith(`apps/site/content/docs/${localeOf(page.route)}/`)) problems.push(`${page.route}: ${repoPath} is not the page's own ${localeOf(page.route)} file`);
  }
  expect(problems).toEqual([]);
});
