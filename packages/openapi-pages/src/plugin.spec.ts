import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkLinks, collectIds, type ApiOperationPageData, type PageData } from '@lumidoc/content-pipeline';
import type { BuildContext } from '@lumidoc/content-pipeline/build';
import { createLocaleSet } from '@lumidoc/i18n';
import { openApiPlugin, type OpenApiPluginOptions } from './plugin.js';

/** The text of a HAST tree, as a reader sees it. */
const textOf = (node: { value?: string; children?: unknown[] }): string => node.value ?? (node.children ?? []).map((child) => textOf(child as { value?: string; children?: unknown[] })).join('');
const locales = createLocaleSet({ defaultLocale: 'zh-Hans', locales: ['zh-Hans', 'en', 'ru', 'de'] });
let siteDir: string;
let outDir: string;
let logged: string[];

beforeEach(() => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-plugin-'));
  siteDir = path.join(root, 'site');
  outDir = path.join(root, 'out');
  fs.mkdirSync(path.join(siteDir, 'openapi'), { recursive: true });
  fs.copyFileSync(path.join(import.meta.dirname, '__fixtures__', 'small.json'), path.join(siteDir, 'openapi', 'photos.json'));
  logged = [];
  return () => fs.rmSync(root, { recursive: true, force: true });
});

const context = (): BuildContext => ({
  locales,
  mode: 'production',
  outDir,
  siteDir,
  pages: [],
  runtime: { css: [], entry: '/entry.js', searchTimestamp: '1', baseUrl: '/' },
  emitFile: (file) => {
    throw new Error(`unexpected file ${file}`);
  },
  log: (line) => logged.push(line),
});
const options = (extra: Partial<OpenApiPluginOptions> = {}): OpenApiPluginOptions => ({
  specFile: 'openapi/photos.json',
  specUrl: '/openapi/photos.json',
  sampleServerUrl: 'https://photos.example.com/api',
  apiKeyRoute: '/docs/features/user-settings#create-api-key',
  ...extra,
});

/** The docs page the introduction links to, in every locale, as the docs pipeline would add it. */
const settingsAnchors = (anchor: string) => locales.list.map((l) => [locales.localizePath('/docs/features/user-settings', l.code), new Set([anchor])] as const);
const anchorsOf = (pages: readonly PageData[], anchor = 'create-api-key') =>
  new Map<string, ReadonlySet<string>>([...pages.map((p) => [p.route, new Set([...('body' in p ? collectIds(p.body) : []), ...('toc' in p ? p.toc.map((e) => e.id) : [])])] as const), ...settingsAnchors(anchor)]);

describe('openApiPlugin', () => {
  it('logs the number of API pages per locale and in all', async () => {
    const result = await openApiPlugin(options()).pages!(context());
    expect(logged).toEqual(['api: 5 pages per locale (4 operations and the introduction), 20 in all']);
    expect(result.pages).toHaveLength(20);
    expect(result.sidebars!.map((s) => s.locale)).toEqual(['zh-Hans', 'en', 'ru', 'de']);
  });

  it('hands the introduction\'s links to the site\'s link check, which accepts them when the targets exist', async () => {
    const result = await openApiPlugin(options()).pages!(context());
    expect(() => checkLinks({ sources: result.linkSources!, anchors: anchorsOf(result.pages), locales, staticFileExists: () => false })).not.toThrow();
  });

  it('fails the link check when the page about API keys has no such anchor, naming the template', async () => {
    const result = await openApiPlugin(options()).pages!(context());
    expect(() => checkLinks({ sources: result.linkSources!, anchors: anchorsOf(result.pages, 'api-keys'), locales, staticFileExists: () => false })).toThrow(
      /openapi\/photos\.json \(API introduction, ru\):\d+:\d+: broken anchor "\/docs\/features\/user-settings#create-api-key": \/ru\/docs\/features\/user-settings has no heading with id "create-api-key"/,
    );
  });

  it('fails with the file and the pointer when the spec has a $ref to nothing', async () => {
    fs.copyFileSync(path.join(import.meta.dirname, '__fixtures__', 'broken-ref.json'), path.join(siteDir, 'openapi', 'photos.json'));
    await expect(openApiPlugin(options()).pages!(context())).rejects.toThrow(/^openapi\/photos\.json:43: the OpenAPI description is invalid at #\/paths\/~1albums\/post\/requestBody/);
  });

  it('publishes the spec file at specUrl for the download link', async () => {
    await openApiPlugin(options()).emit!(context());
    expect(fs.readFileSync(path.join(outDir, 'openapi', 'photos.json'), 'utf8')).toBe(fs.readFileSync(path.join(siteDir, 'openapi', 'photos.json'), 'utf8'));
  });
});

describe('openApiPlugin: translations next to the description', () => {
  const hash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 12);
  const writeOverlay = (locale: string, overlay: unknown) => {
    fs.mkdirSync(path.join(siteDir, 'openapi', 'i18n'), { recursive: true });
    fs.writeFileSync(path.join(siteDir, 'openapi', 'i18n', `${locale}.json`), JSON.stringify(overlay));
  };
  const page = (pages: readonly PageData[], route: string) => pages.find((p): p is ApiOperationPageData => p.route === route)!;

  it('shows translated summaries, descriptions, parameters and tags; a locale without them falls back with a notice', async () => {
    writeOverlay('ru', {
      operations: {
        createAlbum: { summary: { text: 'Создать альбом', sourceHash: hash('Create an album') }, description: { text: 'Создаёт альбом, владелец — **вызывающий**.', sourceHash: hash('Creates an album owned by the **caller**.') } },
      },
      tags: { Albums: { name: { text: 'Альбомы', sourceHash: hash('Albums') } } },
    });
    const { pages, sidebars } = await openApiPlugin(options()).pages!(context());
    const ru = page(pages, '/ru/docs/api/create-album');
    expect(ru.title).toBe('Создать альбом');
    expect(textOf(ru.body)).toBe('Создаёт альбом, владелец — вызывающий.');
    expect(ru.tag).toBe('Альбомы');
    expect(ru.fallbackFrom).toBeUndefined();
    expect(ru.noindex).toBe(false);
    expect(sidebars!.find((s) => s.locale === 'ru')!.items.map((i) => i.label)).toEqual(['Введение', 'Альбомы', 'Server']);
    const de = page(pages, '/de/docs/api/create-album');
    expect(de.title).toBe('Create an album');
    expect(de).toMatchObject({ fallbackFrom: 'en', noindex: true, canonicalRoute: '/en/docs/api/create-album' });
    expect(de.untranslatedLocales).toEqual(['zh-Hans', 'de']);
  });

  it('detects an outdated entry by its source hash, shows the source text, and logs repaired problems', async () => {
    writeOverlay('ru', { operations: { createAlbum: { summary: { text: 'Старый перевод', sourceHash: hash('Make an album') } } } });
    const { pages } = await openApiPlugin(options()).pages!(context());
    const ru = page(pages, '/ru/docs/api/create-album');
    expect(ru.title).toBe('Create an album');
    expect(ru.fallbackFrom).toBe('en');
  });

  it('names the overlay file when it is not valid JSON', async () => {
    fs.mkdirSync(path.join(siteDir, 'openapi', 'i18n'), { recursive: true });
    fs.writeFileSync(path.join(siteDir, 'openapi', 'i18n', 'ru.json'), '{ nope');
    await expect(openApiPlugin(options()).pages!(context())).rejects.toThrow(/^openapi\/i18n\/ru\.json: the API translation is not valid JSON/);
  });

  it('logs every problem it repaired, with the file', async () => {
    fs.copyFileSync(path.join(import.meta.dirname, '__fixtures__', 'lenient.json'), path.join(siteDir, 'openapi', 'photos.json'));
    await openApiPlugin(options()).pages!(context());
    expect(logged.filter((l) => l.startsWith('api: warning: openapi/photos.json: #/paths/~1things/get'))).toHaveLength(2);
  });

  it('keeps its pages through the build\'s `keep` and makes them again when the description changes', async () => {
    // What the build's cache does, in memory: the last result per name with its key.
    const kept = new Map<string, { key: string; value: unknown }>();
    const names: string[] = [];
    const keep: NonNullable<BuildContext['keep']> = async (name, key, compute) => {
      names.push(name);
      const text = [...key.code, key.text].join('\0');
      const entry = kept.get(name);
      if (entry?.key === text) return entry.value as never;
      const value = await compute();
      kept.set(name, { key: text, value });
      return value;
    };
    const first = await openApiPlugin(options()).pages!({ ...context(), keep });
    expect(await openApiPlugin(options()).pages!({ ...context(), keep })).toBe(first);
    expect(names).toEqual(['/openapi/photos.json', '/openapi/photos.json']);
    const spec = path.join(siteDir, 'openapi', 'photos.json');
    fs.writeFileSync(spec, fs.readFileSync(spec, 'utf8').replace('"title": "', '"title": "Changed '));
    const changed = await openApiPlugin(options()).pages!({ ...context(), keep });
    expect(changed).not.toBe(first);
    expect(changed).toEqual(await openApiPlugin(options()).pages!(context()));

    // The schema check runs when pages are made (not for a kept result): a broken description still
    // fails, and a lenient one still logs what was repaired.
    fs.writeFileSync(spec, fs.readFileSync(spec, 'utf8').replace('"paths": {', '"paths": 7, "unused": {'));
    await expect(openApiPlugin(options()).pages!({ ...context(), keep })).rejects.toThrow(/^openapi\/photos\.json: .*#\/paths/);
    fs.copyFileSync(path.join(import.meta.dirname, '__fixtures__', 'lenient.json'), spec);
    await openApiPlugin(options()).pages!({ ...context(), keep });
    expect(logged.filter((l) => l.startsWith('api: warning: openapi/photos.json: #/paths/~1things/get'))).toHaveLength(2);
  });
});
