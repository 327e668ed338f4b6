import { sourceHash } from './docs/sources.js';
import { translationReport } from './translation-report.js';

const en = '---\ntitle: A\n---\nText.\n';
const file = (locale: string, path: string, text: string) => ({ collection: 'docs', locale, path, text });

describe('translationReport', () => {
  it('counts translated pages and lists outdated, missing and untracked ones per locale', () => {
    const files = [
      file('en', 'a.md', en),
      file('en', 'b.md', '---\ntitle: B\n---\n'),
      file('en', 'c.md', '---\ntitle: C\n---\n'),
      file('ru', 'a.md', `---\ntitle: А\nsource_hash: "${sourceHash(en)}"\n---\n`),
      file('ru', 'b.md', '---\ntitle: Б\nsource_hash: "000000000000"\n---\n'),
      file('ru', 'c.md', '---\ntitle: В\n---\n'),
    ];
    expect(translationReport(files, ['en', 'ru', 'de'])).toEqual([
      { locale: 'ru', translated: 1, outdated: ['docs/b.md'], missing: [], untracked: ['docs/c.md'] },
      { locale: 'de', translated: 0, outdated: [], missing: ['docs/a.md', 'docs/b.md', 'docs/c.md'], untracked: [] },
    ]);
  });

  it('tracks YAML data pages by presence, since they have no front matter', () => {
    const files = [{ collection: 'pages', locale: 'en', path: 'home.yml', text: 'title: Home\n' }, { collection: 'pages', locale: 'ru', path: 'home.yml', text: 'title: Главная\n' }];
    expect(translationReport(files, ['en', 'ru', 'ja'])).toEqual([
      { locale: 'ru', translated: 1, outdated: [], missing: [], untracked: [] },
      { locale: 'ja', translated: 0, outdated: [], missing: ['pages/home.yml'], untracked: [] },
    ]);
  });
});
