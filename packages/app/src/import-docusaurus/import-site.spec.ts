import fs from 'node:fs';
import path from 'node:path';
import { runCli } from './cli.js';
import { removeTestSites, writeTestSite } from './test-site.js';

afterAll(removeTestSites);

const SITE = {
  'docusaurus.config.js': `module.exports = {
  title: 'Tiny', url: 'https://tiny.example.org/', baseUrl: '/',
  presets: [['classic', { docs: { sidebarPath: require.resolve('./sidebars.js') }, blog: false, theme: { customCss: require.resolve('./src/css/custom.css') } }]],
  themeConfig: { navbar: { items: [{ type: 'doc', docId: 'start/intro', label: 'Docs' }] }, algolia: { appId: 'A' } },
};\n`,
  'sidebars.js': "module.exports = { docs: [{ Start: ['start/intro'] }] };\n",
  'docs/01-start/01-intro.md': '---\nsidebar_position: 1\n---\n# Intro\n',
  'src/css/custom.css': ':root { --ifm-color-primary: red; }\n',
  'src/pages/index.tsx': 'export default function Home() { return null; }\n',
  'src/theme/Footer.js': 'export default () => null;\n',
  'static/img/a.png': 'png',
};

/** Runs the command; what it printed and its exit code. */
async function run(args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(args, { log: (line) => out.push(line), error: (line) => err.push(line) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('lumidoc import-docusaurus', () => {
  it('writes the site, its generated files and a report of what was not carried over', async () => {
    const siteDir = writeTestSite(SITE);
    const outDir = path.join(writeTestSite({}), 'site');
    const { code, out } = await run(['import-docusaurus', siteDir, outDir]);
    expect(code).toBe(0);
    const read = (file: string) => fs.readFileSync(path.join(outDir, file), 'utf8');
    expect(read('content/docs/en/01-start/01-intro.md')).toBe(SITE['docs/01-start/01-intro.md']);
    expect(read('public/img/a.png')).toBe('png');
    expect(read('src/css/custom.css')).toBe(SITE['src/css/custom.css']);
    expect(read('src/entry-client.ts')).toContain("import './css/custom.css';");
    expect(read('content/sidebars.ts')).toContain('"label": "Start"');
    const config = read('site.config.ts');
    expect(config).toContain('"url": "https://tiny.example.org"');
    expect(config).toContain('"docsHome": "/docs/start/intro"');
    expect(config).toContain('"to": "/docs/start/intro"');
    expect(JSON.parse(read('package.json')).scripts.build).toBe('vite build && vite build --ssr && node --max-semi-space-size=64 --interrupt-budget=400000 --max-inlined-bytecode-size-cumulative=460 --expose-gc scripts/build.mjs');
    const report = read('IMPORT-REPORT.md');
    for (const line of [
      '- `docusaurus.config.js`: themeConfig.algolia: Algolia DocSearch is not carried over',
      '- `src/pages/index.tsx`: a React page is not carried over',
      '- `src/theme/Footer.js`: a swizzled theme component is not carried over',
    ]) {
      expect(report).toContain(line);
    }
    expect(out).toContain('src/pages/index.tsx: a React page is not carried over');
  });

  it('refuses a folder that is not a Docusaurus site, and an output folder that is not empty', async () => {
    const notASite = writeTestSite({ 'README.md': '# x' });
    const outDir = writeTestSite({});
    const notSite = await run(['import-docusaurus', notASite, path.join(outDir, 'a')]);
    expect(notSite.code).toBe(1);
    expect(notSite.err).toBe(`${notASite} is not a Docusaurus site: it has no docusaurus.config.js, docusaurus.config.mjs, docusaurus.config.cjs, docusaurus.config.ts. Give the folder that holds the site's docusaurus.config file (in a monorepo often website/ or docs/).`);
    const full = writeTestSite({ 'keep.txt': 'x' });
    const notEmpty = await run(['import-docusaurus', writeTestSite(SITE), full]);
    expect(notEmpty.code).toBe(1);
    expect(notEmpty.err).toBe(`${full} is not empty: give a new or empty folder for the Lumidoc site (the import never overwrites files).`);
    expect(fs.readdirSync(full)).toEqual(['keep.txt']);
  });

  it('prints help, and the usage for wrong arguments', async () => {
    expect(await run(['--help'])).toMatchObject({ code: 0, out: expect.stringContaining('import-docusaurus <docusaurus-site-dir> <out-dir>') });
    expect(await run(['import-docusaurus', 'only-one'])).toMatchObject({ code: 1, err: expect.stringContaining('takes two folders') });
    expect(await run(['publish'])).toMatchObject({ code: 1, err: expect.stringContaining('Unknown command "publish"') });
  });
});
