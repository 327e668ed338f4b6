import { createLocaleSet } from '@lumidoc/i18n';
import { createStandalonePages } from './create-pages.js';
import { ContentError } from '../errors.js';
import { compileStandaloneSources, withRenderedDiagrams } from './sources.js';

const page = (name: string, text: string) => ({ path: `/site/content/pages/en/${name}`, displayPath: `content/pages/en/${name}`, text });

describe('withRenderedDiagrams (standalone pages)', () => {
  it('leaves pages without diagrams as they are, without starting a browser', async () => {
    const sources = compileStandaloneSources('/site/content/pages', [page('about.md', '# About\n\nText.\n')], ['en']);
    expect(await withRenderedDiagrams(sources)).toEqual(sources);
  });

  it('sends a page\'s mermaid diagrams to be drawn (here to a browser that is not there: an error at the fence)', async () => {
    const sources = compileStandaloneSources('/site/content/pages', [page('flow.mdx', '# Flow\n\n```mermaid\ngraph TD; A-->B\n```\n')], ['en']);
    const previous = process.env['LUMIDOC_CHROMIUM'];
    process.env['LUMIDOC_CHROMIUM'] = '/nonexistent/chromium';
    try {
      const error = await withRenderedDiagrams(sources).then(() => undefined, (thrown: unknown) => thrown);
      expect(error).toBeInstanceOf(ContentError);
      expect((error as ContentError).location).toMatchObject({ file: 'content/pages/en/flow.mdx', line: 3 });
    } finally {
      if (previous === undefined) delete process.env['LUMIDOC_CHROMIUM'];
      else process.env['LUMIDOC_CHROMIUM'] = previous;
    }
  });
});

describe('standalone Markdown pages as Docusaurus reads src/pages', () => {
  const locales = createLocaleSet({ defaultLocale: 'en', locales: ['en'] });
  it('serves index.md at the root, leaves drafts out of production builds and keeps unlisted pages out of search', () => {
    const sources = compileStandaloneSources(
      '/site/content/pages',
      [page('index.md', '# Welcome\n'), page('plans.md', '---\ndraft: true\n---\n# Plans\n'), page('hidden.mdx', '---\nunlisted: true\n---\n# Hidden\n')],
      ['en'],
    );
    expect(sources.map((source) => source.route)).toEqual(['/', '/plans', '/hidden']);
    const production = createStandalonePages(sources, { locales });
    expect(production.pages.map((p) => [p.route, p.noindex])).toEqual([['/', false], ['/hidden', true]]);
    const development = createStandalonePages(sources, { locales, mode: 'development' });
    expect(development.pages.map((p) => [p.route, p.noindex])).toEqual([['/', false], ['/plans', true], ['/hidden', true]]);
  });
});
