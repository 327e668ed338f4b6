import { createLocaleSet } from '@lumidoc/i18n';
import { editUrlFor, type EditUrlParams } from './edit-url.js';
import { createDocPages } from './pages.js';
import { compileDocSources, type SourceFile } from './sources.js';

const DOCS = '/site/content/docs';
const locales = createLocaleSet({ defaultLocale: 'en', locales: ['en', 'ru'] });
const file = (rel: string, text: string): SourceFile => ({ path: `${DOCS}/${rel}`, displayPath: `content/docs/${rel}`, text });
const sources = compileDocSources(DOCS, [
  file('en/install/docker compose.md', '---\ntitle: Docker Compose\n---\n'),
  file('ru/install/docker compose.md', '---\ntitle: Docker Compose (ru)\n---\n'),
  file('ru/only-ru.md', '---\ntitle: Только по-русски\n---\n'),
], ['en', 'ru']);
const editUrls = (editUrl: ReturnType<typeof editUrlFor>) =>
  Object.fromEntries(createDocPages(sources, { locales, sidebars: {}, sidebarsFile: 'content/sidebars.ts', mode: 'production', editUrl }).pages.map((p) => [p.route, p.editUrl]));

describe('editUrlFor', () => {
  it('appends the source-locale file\'s path to a base URL, for every locale of the page', () => {
    const url = 'https://github.com/immich-app/immich/tree/main/docs/docs/install/docker%20compose.md';
    expect(editUrls(editUrlFor('https://github.com/immich-app/immich/tree/main/docs/', { name: 'current', contentPath: 'docs' }))).toEqual({
      '/docs/install/docker compose': url,
      '/ru/docs/install/docker compose': url,
      // No source-locale file to edit: no link rather than a broken one.
      '/docs/only-ru': undefined,
      '/ru/docs/only-ru': undefined,
    });
  });

  it('points a snapshot\'s docs at its versioned_docs folder, and adds the missing slash of a base', () => {
    const hook = editUrlFor('https://example.org/edit', { name: '1.0', contentPath: 'versioned_docs/version-1.0' })!;
    expect(hook(sources[0]!, 'ru')).toBe('https://example.org/edit/versioned_docs/version-1.0/install/docker%20compose.md');
  });

  it('gives a function Docusaurus\'s parameters and lets it return no link', () => {
    const seen: EditUrlParams[] = [];
    const urls = editUrls(
      editUrlFor(
        (params) => {
          seen.push(params);
          return params.locale === 'ru' ? undefined : `https://cms.example.org/${params.version}/${params.docPath}`;
        },
        { name: 'current', contentPath: 'docs' },
      ),
    );
    expect(urls['/docs/install/docker compose']).toBe('https://cms.example.org/current/install/docker compose.md');
    expect(urls['/ru/docs/install/docker compose']).toBeUndefined();
    expect(seen[0]).toEqual({ version: 'current', versionDocsDirPath: 'docs', docPath: 'install/docker compose.md', id: 'install/docker compose', locale: 'en' });
  });
});
