// The package is imported and augmented by its name, exactly as a plugin outside this repository does.
// eslint-disable-next-line @nx/enforce-module-boundaries
import type { PageBase, PageData, PageKind } from '@lumidoc/contract';

// A plugin's own page kind, registered the way the README shows: the contract is not edited.
interface ChangelogPageData extends PageBase {
  kind: 'changelog';
  entries: string[];
}

declare module '@lumidoc/contract' {
  interface PageKinds {
    changelog: ChangelogPageData;
  }
}

const base: PageBase = {
  locale: 'en',
  route: '/en/changelog',
  title: 'Changelog',
  alternates: { en: '/en/changelog' },
  untranslatedLocales: [],
  canonicalRoute: '/en/changelog',
  noindex: false,
};

function entriesOf(page: PageData): string[] {
  // Narrowing by `kind` reaches the plugin's fields: the registered kind is part of the union.
  return page.kind === 'changelog' ? page.entries : [];
}

describe('PageKinds', () => {
  it('takes a kind registered by a plugin into PageData and PageKind', () => {
    const page: PageData = { ...base, kind: 'changelog', entries: ['1.0.0', '1.1.0'] };
    expectTypeOf<'changelog'>().toExtend<PageKind>();
    expectTypeOf<ChangelogPageData>().toExtend<PageData>();
    expect(entriesOf(page)).toEqual(['1.0.0', '1.1.0']);
  });

  it('keeps the built-in kinds', () => {
    expectTypeOf<'doc' | 'api-operation' | 'blog-post' | 'home' | 'not-found'>().toExtend<PageKind>();
    const notFound: PageData = { ...base, kind: 'not-found' };
    expect(entriesOf(notFound)).toEqual([]);
  });
});
