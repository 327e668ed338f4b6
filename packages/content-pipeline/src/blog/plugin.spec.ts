import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BuildContext } from '@lumidoc/contract';
import { checkLinks } from '../links/check.js';
import type { PageData } from '@lumidoc/contract';
import { AUTHORS_YML, blogFiles, LOCALES, TAGS_YML } from './__fixtures__/posts.js';
import { blogPlugin } from './plugin.js';

/** A site folder with the fixture blog, written to a temporary directory. */
function fixtureSite(extraFiles: Record<string, string> = {}): string {
  const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lumidoc-blog-'));
  const write = (rel: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(siteDir, rel)), { recursive: true });
    fs.writeFileSync(path.join(siteDir, rel), text);
  };
  write('content/blog/authors.yml', AUTHORS_YML);
  write('content/blog/tags.yml', TAGS_YML);
  for (const file of blogFiles()) write(file.displayPath, file.text);
  for (const [rel, text] of Object.entries(extraFiles)) write(rel, text);
  return siteDir;
}

const context = (siteDir: string, outDir = path.join(siteDir, 'dist'), pages: PageData[] = []): BuildContext => ({
  locales: LOCALES,
  mode: 'production',
  outDir,
  siteDir,
  pages,
  runtime: { css: [], entry: '/entry.js', searchTimestamp: '1', baseUrl: '/' },
  emitFile: (file) => {
    throw new Error(`unexpected file ${file}`);
  },
  log: () => undefined,
});

const plugin = () => blogPlugin({ siteUrl: 'https://immich.example.org', siteTitle: 'Immich', postsPerPage: 5 });

describe('blogPlugin', () => {
  let siteDir: string;
  afterEach(() => fs.rmSync(siteDir, { recursive: true, force: true }));

  it('reads the blog folder and gives pages for every locale, and the posts\' links to check', async () => {
    siteDir = fixtureSite();
    const lines: string[] = [];
    const result = await plugin().pages!({ ...context(siteDir), log: (line) => lines.push(line) });
    expect(result.pages.filter((p) => p.kind === 'blog-post')).toHaveLength(70);
    expect(result.pages.filter((p) => p.kind === 'blog-list').map((p) => p.route)).toContain('/ru/blog/page/2');
    expect(lines).toEqual(['blog: 7 posts, 20 pages per locale, 200 in all']);
    const licensing = result.linkSources!.find((s) => s.displayPath === 'content/blog/ru/2024-07-18-immich-licensing.md')!;
    expect(licensing).toMatchObject({ locale: 'ru', route: '/blog/2024/immich-licensing', links: [{ route: '/blog/2024/immich-core-team-goes-fulltime' }] });
    // The build's link check accepts them against the blog's own pages.
    const anchors = new Map(result.pages.map((p) => [p.route, new Set('toc' in p ? p.toc.map((t) => t.id) : [])]));
    expect(() => checkLinks({ sources: result.linkSources!, anchors, locales: LOCALES, staticFileExists: () => false, remoteImageHosts: ['github.com'] })).not.toThrow();
    // An avatar is an image every post page loads: from a host the build does not allow, it is refused at its line.
    expect(() => checkLinks({ sources: result.linkSources!, anchors, locales: LOCALES, staticFileExists: () => false })).toThrow(
      /content\/blog\/authors\.yml:\d+: image "https:\/\/github\.com\/[\w-]+\.png" is loaded from github\.com, which is not an allowed image host/,
    );
  });

  it('reports a link from a post to a page that does not exist, with the file and line', async () => {
    siteDir = fixtureSite({ 'content/blog/en/2025-01-01-broken.md': '---\ntitle: Broken\n---\n\nSee [the docs](/docs/nowhere).\n' });
    const result = await plugin().pages!(context(siteDir));
    const anchors = new Map(result.pages.map((p) => [p.route, new Set<string>()]));
    expect(() => checkLinks({ sources: result.linkSources!, anchors, locales: LOCALES, staticFileExists: () => false })).toThrow(/content\/blog\/en\/2025-01-01-broken\.md:5:5: broken link "\/docs\/nowhere"/);
  });

  it('stops at an unknown author with the post\'s file and line', async () => {
    siteDir = fixtureSite({ 'content/blog/ru/2025-01-01-x.md': '---\ntitle: X\nauthors: [alextran, someone]\n---\n\nТекст.\n' });
    await expect(plugin().pages!(context(siteDir))).rejects.toThrow(/^content\/blog\/ru\/2025-01-01-x\.md:3: unknown author "someone"/);
  });

  it('writes an RSS and an Atom feed for every locale at its localized path', async () => {
    siteDir = fixtureSite();
    const instance = plugin();
    const ctx = context(siteDir);
    await instance.pages!(ctx);
    await instance.emit!(ctx);
    for (const { code } of LOCALES.list) {
      const prefix = code === 'zh-Hans' ? '' : `/${code}`;
      const rss = fs.readFileSync(path.join(ctx.outDir, `${prefix}/blog/rss.xml`), 'utf8');
      const atom = fs.readFileSync(path.join(ctx.outDir, `${prefix}/blog/atom.xml`), 'utf8');
      expect(rss).toContain(`<link>https://immich.example.org${prefix}/blog</link>`);
      expect(atom).toContain(`<link rel="self" type="application/atom+xml" href="https://immich.example.org${prefix}/blog/atom.xml"/>`);
    }
  });

  it('says what to do when the blog folder is missing', async () => {
    siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lumidoc-blog-'));
    await expect(plugin().pages!(context(siteDir))).rejects.toThrow(/content\/blog: the blog folder does not exist\n {2}fix: add posts as content\/blog\/<locale>\/<yyyy>-<mm>-<dd>-<name>\.md/);
  });
});
