import type { DocPageData, SidebarData } from '@lumidoc/contract';
import { resolveDocsVersions } from './resolve.js';
import { joinDocsVersions } from './version-info.js';

const page = (route: string, id: string, sidebarId = 'docs'): DocPageData => ({
  kind: 'doc', id, locale: 'en', route, title: id, alternates: {}, untranslatedLocales: [], canonicalRoute: route, noindex: false, sidebarId,
  body: { type: 'root', children: [] }, toc: [], breadcrumbs: [], draft: false, unlisted: false, version: '',
});
const sidebar = (id: string, hrefs: Array<[string, boolean?]>): SidebarData => ({ id, locale: 'en', items: hrefs.map(([href, unlisted]) => ({ type: 'link', label: href, href, ...(unlisted ? { unlisted } : {}) })) });

describe('joinDocsVersions', () => {
  const [current, latest] = resolveDocsVersions(['1.0']);

  it('links a doc missing from the latest version to its first listed sidebar doc', () => {
    const { pages, sidebars } = joinDocsVersions([
      { version: current!, pages: [page('/docs/next/new', 'new')], sidebars: [sidebar('docs', [['/docs/next/new']])] },
      { version: latest!, pages: [page('/docs/a', 'a'), page('/docs/b', 'b'), page('/docs/hidden', 'hidden')], sidebars: [sidebar('docs', [['/docs/hidden', true], ['https://example.org'], ['/docs/b'], ['/docs/a']])] },
    ]);
    expect(pages[0]!.versionInfo!.latest).toEqual({ label: '1.0', route: '/docs/b', name: '1.0' });
    expect(pages.map((p) => p.sidebarId)).toEqual(['docs', 'docs@1.0', 'docs@1.0', 'docs@1.0']);
    expect(sidebars.map((s) => s.id)).toEqual(['docs', 'docs@1.0']);
  });

  it('leaves a single version\'s pages as they are', () => {
    const only = page('/docs/a', 'a');
    expect(joinDocsVersions([{ version: resolveDocsVersions([])[0]!, pages: [only], sidebars: [] }]).pages).toEqual([only]);
  });
});
