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
  file('en/only-en.md', '---\ntitle: English only\n---\n'),
], ['en', 'ru']);
const editUrls = (editUrl: ReturnType<typeof editUrlFor>) =>
  Object.fromEntries(createDocPages(sources, { locales, sidebars: {}, sidebarsFile: 'content/sidebars.ts', mode: 'production', editUrl }).pages.map((p) => [p.route, p.kind === 'doc' ? p.editUrl : undefined]));

describe('editUrlFor', () => {
  it('appends the path below content/ of the file each page is written from to a base URL', () => {
    const base = 'https://github.com/org/site/edit/main/content/';
    expect(editUrls(editUrlFor(base, { name: 'current', contentPath: 'docs' }))).toEqual({
      '/docs/install/docker compose': `${base}docs/en/install/docker%20compose.md`,
      // A translation links to its own file, not to the English one.
      '/ru/docs/install/docker compose': `${base}docs/ru/install/docker%20compose.md`,
      // A page without an English file links to its own.
      '/ru/docs/only-ru': `${base}docs/ru/only-ru.md`,
      // A page shown from its fallback links to the file whose words it shows.
      '/docs/only-en': `${base}docs/en/only-en.md`,
      '/ru/docs/only-en': `${base}docs/en/only-en.md`,
    });
  });

  it('points a snapshot\'s docs at its versioned_docs folder, and adds the missing slash of a base', () => {
    const hook = editUrlFor('https://example.org/edit', { name: '1.0', contentPath: 'versioned_docs/version-1.0' })!;
    expect(hook(sources[0]!, 'ru')).toBe('https://example.org/edit/versioned_docs/version-1.0/en/install/docker%20compose.md');
  });

  it('gives a function Docusaurus\'s parameters, and the shown file\'s locale and path, and lets it return no link', () => {
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
    expect(seen[0]).toEqual({ version: 'current', versionDocsDirPath: 'docs', docPath: 'install/docker compose.md', fileLocale: 'en', filePath: 'docs/en/install/docker compose.md', id: 'install/docker compose', locale: 'en' });
    expect(seen.find((p) => p.id === 'only-en' && p.locale === 'ru')).toMatchObject({ fileLocale: 'en', filePath: 'docs/en/only-en.md' });
  });
});
