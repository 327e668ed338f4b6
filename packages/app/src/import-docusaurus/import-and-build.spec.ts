import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { importDocusaurusSite, type ImportResult } from './import-site.js';

// End to end: the Docusaurus fixture site imported into a folder inside the repository (so the
// generated site finds the workspace's @lumidoc packages, built to dist, in node_modules), then
// built as `npm run build` does: vite build, vite build --ssr, scripts/build.mjs.

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const fixture = path.resolve(import.meta.dirname, '../__fixtures__/docusaurus-site');
const siteDir = path.resolve(import.meta.dirname, `../../out-tsc/import-and-build-${process.pid}`);
const vite = path.join(repoRoot, 'node_modules/.bin/vite');
const clientDir = path.join(siteDir, 'dist/client');

/** Runs one build step in the generated site; its output, or the failure's output as the error. */
function step(command: string, args: string[]): string {
  try {
    return execFileSync(command, args, { cwd: siteDir, encoding: 'utf8', stdio: 'pipe', env: { ...process.env, NODE_ENV: 'production' } });
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string };
    throw new Error(`${path.basename(command)} ${args.join(' ')} failed:\n${failed.stderr ?? ''}${failed.stdout ?? ''}`, { cause: error });
  }
}

const html = (route: string) => fs.readFileSync(path.join(clientDir, route.slice(1), 'index.html'), 'utf8');

let imported: ImportResult;
let buildError: Error | undefined;

beforeAll(async () => {
  fs.rmSync(siteDir, { recursive: true, force: true });
  imported = await importDocusaurusSite(fixture, siteDir);
  try {
    step(vite, ['build', '--logLevel', 'error']);
    step(vite, ['build', '--ssr', '--logLevel', 'error']);
    step(process.execPath, ['--max-semi-space-size=64', 'scripts/build.mjs']);
  } catch (error) {
    buildError = error as Error;
  }
}, 600_000);

afterAll(() => fs.rmSync(siteDir, { recursive: true, force: true }));

describe('import-docusaurus: the Harbor fixture site, imported and built', () => {
  it('reports what the fixture cannot carry over', () => {
    const lines = imported.notes.map((note) => `${note.file}: ${note.reason.split(/[:(;]/)[0]}`);
    expect(lines).toEqual(
      expect.arrayContaining([
        'src/pages/index.js: a React page is not carried over ',
        'i18n/fr/code.json: not carried over',
        'docusaurus.config.js: themeConfig.navbar.items[3] ',
        'docusaurus.config.js: themeConfig.prism',
        'docusaurus.config.js: imports "prism-react-renderer", which is not installed',
        'docusaurus.config.js: i18n.localeConfigs',
        'docusaurus.config.js: presets.classic.blog.blogSidebarTitle',
      ]),
    );
    expect(fs.readFileSync(path.join(siteDir, 'IMPORT-REPORT.md'), 'utf8')).toContain('- `src/pages/index.js`: a React page is not carried over');
  });

  it('builds with no error', () => {
    expect(buildError?.message).toBeUndefined();
  });

  it('has every route the fixture defines, and none for the draft', () => {
    const routes = [
      '/docs/intro',
      '/docs/install',
      '/docs/configuration',
      '/docs/concepts',
      '/docs/concepts/conflicts',
      '/docs/reference/overview',
      '/docs/reference/cli',
      '/docs/reference/api',
      '/docs/guides/setup',
      '/docs/guides/sharing',
      '/docs/guides/advanced',
      '/docs/guides/advanced/replication',
      '/docs/help/faq',
      '/docs/troubleshooting',
      '/docs/internal-notes',
      '/docs/1.0/intro',
      '/docs/1.0/install',
      '/docs/1.0/guides/setup',
      '/about',
      '/blog',
      '/blog/welcome',
      '/blog/harbor-2-5',
      '/blog/archive',
      '/blog/tags',
      '/blog/authors',
      '/fr/docs/intro',
      '/fr/docs/configuration',
      '/fr/blog/welcome',
    ];
    const missing = routes.filter((route) => !fs.existsSync(path.join(clientDir, route.slice(1), 'index.html')));
    expect(missing).toEqual([]);
    expect(fs.existsSync(path.join(clientDir, 'docs/roadmap/index.html'))).toBe(false);
  });

  it('renders the pages with their content, in both locales', () => {
    expect(html('/docs/install')).toContain('Install Harbor');
    expect(html('/docs/help/faq')).toContain('Frequently asked questions');
    expect(html('/about')).toContain('About Harbor');
    expect(html('/blog/welcome')).toContain('Welcome to the Harbor blog');
    expect(html('/fr/docs/intro')).toContain('lang="fr"');
    expect(html('/docs/intro')).toContain('Harbor');
  });

  // The rendered article of pages that use each convention, compared with HTML checked by hand:
  // MDX components and partials (install, setup), raw HTML (configuration), admonitions and code
  // features (troubleshooting, cli), front matter (faq, intro), a generated index (concepts), a
  // version (1.0), a translation (fr) and a blog post (harbor-2-5), a standalone page (about).
  const GOLDEN_ROUTES = ['/docs/intro', '/docs/install', '/docs/configuration', '/docs/troubleshooting', '/docs/reference/cli', '/docs/help/faq', '/docs/guides/setup', '/docs/concepts', '/docs/1.0/intro', '/fr/docs/intro', '/blog/harbor-2-5', '/about'];
  it.each(GOLDEN_ROUTES)('renders %s as expected', async (route) => {
    const article = /<article[\s\S]*<\/article>/.exec(html(route))?.[0];
    expect(article).toBeDefined();
    await expect(`${article!.replace(/></g, '>\n<')}\n`).toMatchFileSnapshot(`./__golden__/${route.slice(1).replace(/\//g, '_')}.html`);
  });
});
