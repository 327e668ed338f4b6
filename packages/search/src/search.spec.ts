import type { DocPageData } from '@lumidoc/contract';
import type { Root } from 'hast';
import { buildSearchIndex } from './build/build-index.js';
import { createSearchIndex } from './client/index.js';
import { tokenize } from './shared/tokenize.js';

const h = (tag: string, text: string, id?: string) => ({ type: 'element' as const, tagName: tag, properties: id ? { id } : {}, children: [{ type: 'text' as const, value: text }] });

function doc(locale: string, route: string, title: string, sections: Array<[string, string, string]>, intro = ''): DocPageData {
  const body: Root = { type: 'root', children: [...(intro ? [h('p', intro)] : []), ...sections.flatMap(([id, heading, text]) => [h('h2', heading, id), h('p', text)])] };
  return {
    kind: 'doc', id: route, locale, route, title, alternates: {}, untranslatedLocales: [], canonicalRoute: route, noindex: false,
    body, toc: [], breadcrumbs: [], draft: false, unlisted: false, version: 'current',
  };
}

async function indexFor(pages: DocPageData[], locale: string) {
  const built = await buildSearchIndex(pages, locale);
  // Round-trip through JSON, as the browser gets the files.
  return createSearchIndex(JSON.parse(JSON.stringify(built.manifest)), async (file) => JSON.parse(JSON.stringify(built.files[file])));
}

describe('tokenize', () => {
  it('keeps identifiers whole and in parts', () => {
    expect(tokenize('Set UPLOAD_LOCATION in docker-compose.yml', 'en')).toEqual(['set', 'upload_location', 'upload', 'location', 'in', 'docker-compose.yml', 'docker', 'compose', 'yml']);
  });

  it('segments Chinese and Japanese with Intl.Segmenter and folds ё', () => {
    expect(tokenize('数据库备份', 'zh-Hans')).toEqual(['数据', '据库', '库备', '备份', '份']);
    expect(tokenize('写真をバックアップ', 'ja')).toEqual(expect.arrayContaining(['写真', 'バッ', 'プ']));
    expect(tokenize('Ёлка', 'ru')).toEqual(['елка']);
  });
});

describe('search in every language', () => {
  it('ru: a different word form finds the page (stemming), with the section anchor', async () => {
    const index = await indexFor(
      [
        doc('ru', '/ru/docs/administration/backup-and-restore', 'Резервное копирование', [['database', 'База данных', 'Сделайте дамп базы перед обновлением, чтобы иметь резервной копии достаточно.']]),
        doc('ru', '/ru/docs/overview/welcome', 'Добро пожаловать', [['story', 'История', 'Проект начал инженер-электрик.']]),
      ],
      'ru',
    );
    const hits = await index.search('резервное копирование');
    expect(hits[0]).toMatchObject({ route: '/ru/docs/administration/backup-and-restore' });
    expect((await index.search('копии'))[0]).toMatchObject({ route: '/ru/docs/administration/backup-and-restore', anchor: 'database' });
    expect((await index.search('инженером'))[0]).toMatchObject({ route: '/ru/docs/overview/welcome', anchor: 'story' });
    expect(await index.search('несуществующееслово')).toEqual([]);
  });

  it('ru: English product terms and identifiers inside Russian text still match', async () => {
    const index = await indexFor(
      [
        doc('ru', '/ru/docs/install/environment-variables', 'Переменные окружения', [['upload', 'Хранилище', 'Переменная UPLOAD_LOCATION задаёт папку для файлов.']]),
        doc('ru', '/ru/docs/install/docker-compose', 'Docker Compose', [['start', 'Запуск', 'Выполните docker compose up -d и откройте docker-compose.yml.']]),
        doc('ru', '/ru/docs/api/upload-asset', 'Загрузить файл', [['x', 'Upload', 'Upload a new asset.']]),
      ],
      'ru',
    );
    expect((await index.search('UPLOAD_LOCATION'))[0]).toMatchObject({ route: '/ru/docs/install/environment-variables' });
    expect((await index.search('docker-compose.yml'))[0]).toMatchObject({ route: '/ru/docs/install/docker-compose' });
    expect((await index.search('compose'))[0]).toMatchObject({ route: '/ru/docs/install/docker-compose' });
    expect((await index.search('upload')).map((hit) => hit.route)).toContain('/ru/docs/api/upload-asset');
  });

  it('zh-Hans: 备份 finds a page that says 数据库备份', async () => {
    const index = await indexFor([doc('zh-Hans', '/docs/administration/backup-and-restore', '备份与恢复', [['db', '数据库备份', '在升级之前先进行数据库备份。']]), doc('zh-Hans', '/docs/other', '其他', [['x', '地图', '地图样式']])], 'zh-Hans');
    expect((await index.search('备份'))[0]).toMatchObject({ route: '/docs/administration/backup-and-restore' });
  });

  it('ja and ko: words split out of unspaced or particle-joined text match', async () => {
    const ja = await indexFor([doc('ja', '/ja/docs/a', '写真のバックアップ', [['s', '設定', 'スマートフォンから写真を自動的にバックアップします。']])], 'ja');
    expect((await ja.search('バックアップ'))[0]).toMatchObject({ route: '/ja/docs/a' });
    const ko = await indexFor([doc('ko', '/ko/docs/a', '사진 백업', [['s', '설정', '휴대폰에서 사진을 자동으로 백업합니다.']])], 'ko');
    expect((await ko.search('사진'))[0]).toMatchObject({ route: '/ko/docs/a' });
  });

  it('de, fr, es, pt: the language stemmer matches inflected forms; typos and prefixes are tolerated', async () => {
    const de = await indexFor([doc('de', '/de/docs/a', 'Sicherung', [['s', 'Datenbanken sichern', 'So sichern Sie Ihre Datenbanken.']])], 'de');
    expect((await de.search('Datenbank'))[0]).toMatchObject({ route: '/de/docs/a' });
    const fr = await indexFor([doc('fr', '/fr/docs/a', 'Sauvegardes', [['s', 'Restaurer', 'Restaurez vos sauvegardes régulièrement.']])], 'fr');
    expect((await fr.search('sauvegarde'))[0]).toMatchObject({ route: '/fr/docs/a' });
    const es = await indexFor([doc('es', '/es/docs/a', 'Copias de seguridad', [['s', 'Bibliotecas', 'Las bibliotecas externas se escanean.']])], 'es');
    expect((await es.search('biblioteca'))[0]).toMatchObject({ route: '/es/docs/a' });
    const pt = await indexFor([doc('pt', '/pt/docs/a', 'Instalação', [['s', 'Requisitos', 'Verifique os requisitos antes de instalar.']])], 'pt');
    expect((await pt.search('requisito'))[0]).toMatchObject({ route: '/pt/docs/a' });
    const en = await indexFor([doc('en', '/en/docs/a', 'Reverse proxy', [['s', 'Configuration', 'Configure nginx as a reverse proxy.']])], 'en');
    expect((await en.search('confgure'))[0]).toMatchObject({ route: '/en/docs/a' });
    expect((await en.search('ngi'))[0]).toMatchObject({ route: '/en/docs/a' });
  });

  it('a word said on many pages finds each of them, in every field it is in', async () => {
    // A word's terms are worked out once per index: the second and later pages must get the same.
    const index = await indexFor(
      [
        doc('en', '/en/docs/one', 'Backups', [['a', 'Schedule', 'Backups run nightly.']]),
        doc('en', '/en/docs/two', 'Storage', [['b', 'Backups', 'Keep backups offsite.']]),
        doc('en', '/en/docs/three', 'Client', [['c', 'API', 'Call uploadBackups to send backups.']]),
      ],
      'en',
    );
    const routes = new Set((await index.search('backup')).map((hit) => hit.route));
    expect(routes).toEqual(new Set(['/en/docs/one', '/en/docs/two', '/en/docs/three']));
    expect((await index.search('uploadbackups')).map((hit) => hit.route)).toEqual(['/en/docs/three']);
  });

  it('ranks a title match above a body match and groups at most two sections per page', async () => {
    const index = await indexFor(
      [
        doc('en', '/en/docs/body', 'Other page', [['a', 'One', 'mentions transcoding once'], ['b', 'Two', 'transcoding again'], ['c', 'Three', 'transcoding thrice']]),
        doc('en', '/en/docs/title', 'Transcoding', [['x', 'Intro', 'Hardware acceleration.']]),
      ],
      'en',
    );
    const hits = await index.search('transcoding');
    expect(hits[0]!.route).toBe('/en/docs/title');
    expect(hits.filter((hit) => hit.route === '/en/docs/body')).toHaveLength(2);
  });
});
