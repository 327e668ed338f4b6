import { createLocaleSet } from '@lumidoc/i18n';
import { ContentError, ContentErrors } from '../errors.js';
import { checkLinks, type LinkCheckInput } from './check.js';

const locales = createLocaleSet({ defaultLocale: 'en', locales: ['en'] });
const FILE = 'content/docs/en/guide.md';

/** One source with a broken page link (line 5), a broken anchor (line 7) and a good link (line 9). */
const input = (extra: Partial<LinkCheckInput> = {}, images: LinkCheckInput['sources'][number]['images'] = []): LinkCheckInput => ({
  sources: [
    {
      locale: 'en',
      route: '/docs/guide',
      displayPath: FILE,
      links: [
        { route: '/docs/instal', line: 5, column: 3, written: '/docs/instal' },
        { route: '/docs/install', hash: 'port', line: 7, column: 1, written: '/docs/install#port' },
        { route: '/docs/install', hash: 'ports', line: 9, column: 1, written: '/docs/install#ports' },
      ],
      images,
    },
  ],
  anchors: new Map([
    ['/docs/guide', new Set<string>()],
    ['/docs/install', new Set(['ports'])],
  ]),
  locales,
  staticFileExists: () => false,
  ...extra,
});

const LINK_WARNING = `warning: ${FILE}:5:3: broken link "/docs/instal": no page at /docs/instal\n  fix: did you mean /docs/install?`;
const ANCHOR_WARNING = `warning: ${FILE}:7:1: broken anchor "/docs/install#port": /docs/install has no heading with id "port"\n  fix: did you mean #ports?`;

/** Runs the check, returning the thrown error (or undefined) and the logged lines. */
function run(extra: Partial<LinkCheckInput>, images: LinkCheckInput['sources'][number]['images'] = []): { error: unknown; logged: string[] } {
  const logged: string[] = [];
  let error: unknown;
  try {
    checkLinks(input({ log: (line) => logged.push(line), ...extra }, images));
  } catch (thrown) {
    error = thrown;
  }
  return { error, logged };
}

describe('checkLinks broken-link policies', () => {
  it("throws every broken link and anchor together by default ('throw'), logging nothing", () => {
    const { error, logged } = run({});
    expect(error).toBeInstanceOf(ContentErrors);
    expect((error as ContentErrors).errors.map((e) => e.message)).toEqual([LINK_WARNING.slice('warning: '.length), ANCHOR_WARNING.slice('warning: '.length)]);
    expect(logged).toEqual([]);
  });

  it("with onBrokenLinks: 'warn' logs each broken link as a warning with file, line, column and fix, and goes on", () => {
    const { error, logged } = run({ onBrokenLinks: 'warn', onBrokenAnchors: 'ignore' });
    expect(error).toBeUndefined();
    expect(logged).toEqual([LINK_WARNING]);
  });

  it("with onBrokenLinks: 'ignore' drops broken links, while broken anchors still follow their own policy", () => {
    const ignored = run({ onBrokenLinks: 'ignore' });
    expect(ignored.logged).toEqual([]);
    expect(ignored.error).toBeInstanceOf(ContentError);
    expect((ignored.error as ContentError).message).toBe(ANCHOR_WARNING.slice('warning: '.length));
    expect(run({ onBrokenLinks: 'ignore', onBrokenAnchors: 'ignore' })).toEqual({ error: undefined, logged: [] });
  });

  it("with onBrokenAnchors: 'warn' logs each broken anchor, while broken links still throw", () => {
    const { error, logged } = run({ onBrokenAnchors: 'warn' });
    expect(logged).toEqual([ANCHOR_WARNING]);
    expect((error as ContentError).message).toMatch(/guide\.md:5:3: broken link "\/docs\/instal"/);
    expect(run({ onBrokenLinks: 'warn', onBrokenAnchors: 'warn' })).toEqual({ error: undefined, logged: [LINK_WARNING, ANCHOR_WARNING] });
  });

  it('treats a link to a missing static file as a broken link', () => {
    const source = input().sources[0]!;
    const sources = [{ ...source, links: [{ route: '/files/report.pdf', line: 3, column: 2, written: '/files/report.pdf' }] }];
    const logged: string[] = [];
    expect(() => checkLinks(input({ sources }))).toThrow(/guide\.md:3:2: link "\/files\/report\.pdf" names a file that is not among the site's static files/);
    expect(() => checkLinks(input({ sources, onBrokenLinks: 'warn', log: (line) => logged.push(line) }))).not.toThrow();
    expect(logged).toEqual([`warning: ${FILE}:3:2: link "/files/report.pdf" names a file that is not among the site's static files\n  fix: add the file under public/ or fix the path`]);
  });

  it("still stops the build for a missing image and a refused remote image under 'warn' and 'ignore'", () => {
    const images = [
      { src: '/img/missing.svg', line: 11 },
      { src: 'https://tracker.example.com/x.png', line: 12, remote: true },
    ];
    for (const policy of ['warn', 'ignore'] as const) {
      const { error, logged } = run({ onBrokenLinks: policy, onBrokenAnchors: policy }, images);
      expect(error).toBeInstanceOf(ContentErrors);
      expect((error as ContentErrors).errors.map((e) => e.message.split('\n')[0])).toEqual([
        `${FILE}:11: image "/img/missing.svg" does not exist`,
        `${FILE}:12: image "https://tracker.example.com/x.png" is loaded from tracker.example.com, which is not an allowed image host: every reader's browser would contact it`,
      ]);
      expect(logged).toEqual(policy === 'warn' ? [LINK_WARNING, ANCHOR_WARNING] : []);
    }
  });
});

describe('Markdown file links and relative links', () => {
  const source = (links: LinkCheckInput['sources'][number]['links'], images: LinkCheckInput['sources'][number]['images'] = []) => ({
    locale: 'en',
    route: '/docs/guide/start',
    displayPath: FILE,
    links,
    images,
  });
  const check = (links: LinkCheckInput['sources'][number]['links'], extra: Partial<LinkCheckInput> = {}, images: LinkCheckInput['sources'][number]['images'] = []) => {
    const logged: string[] = [];
    const anchors = new Map([['/docs/guide/start', new Set<string>()], ['/docs/api', new Set(['buffers'])]]);
    try {
      checkLinks({ sources: [source(links, images)], anchors, locales, staticFileExists: () => false, log: (line) => logged.push(line), ...extra });
      return { logged };
    } catch (error) {
      return { error: (error as ContentError).message, logged };
    }
  };
  const BROKEN = { route: '', line: 3, column: 2, written: './gone.md', brokenMarkdown: true as const };

  it('reports a link to a Markdown file that is no page as onBrokenMarkdownLinks says (throw by default)', () => {
    expect(check([BROKEN]).error).toMatch(/^content\/docs\/en\/guide\.md:3:2: link "\.\/gone\.md" points to a Markdown file that is not a page of this site\n {2}fix: \.\/ and \.\.\/ paths are read from the page's folder/);
    const warned = check([BROKEN], { onBrokenMarkdownLinks: 'warn' });
    expect(warned.error).toBeUndefined();
    expect(warned.logged).toEqual([expect.stringMatching(/^warning: content\/docs\/en\/guide\.md:3:2: link "\.\/gone\.md" points to a Markdown file/)]);
    expect(check([BROKEN], { onBrokenMarkdownLinks: 'ignore' })).toEqual({ logged: [] });
    // onBrokenLinks does not decide it.
    expect(check([BROKEN], { onBrokenLinks: 'ignore' }).error).toMatch(/gone\.md/);
  });

  it('resolves a relative link against the page\'s route and checks it like a route', () => {
    expect(check([{ route: '../api', hash: 'buffers', line: 1, written: '../api#buffers' }])).toEqual({ logged: [] });
    expect(check([{ route: '../apis', line: 1, written: '../apis' }]).error).toMatch(/broken link "\.\.\/apis": no page at \/docs\/apis\n {2}fix: did you mean \/docs\/api\?/);
  });

  it('does not look for a copied content file among the static files', () => {
    expect(check([], {}, [{ src: '/assets/images/x-12345678.png', file: '/site/content/docs/en/x.png', line: 2 }])).toEqual({ logged: [] });
    expect(check([], {}, [{ src: '/img/x.png', line: 2 }]).error).toMatch(/image "\/img\/x\.png" does not exist/);
  });
});
