// @vitest-environment node
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Link, Outlet, RouterProvider } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import type { LinkComponentProps } from '@lumidoc/theme';
import { RouterLink } from './router-link.js';

/** Links as the theme gives them: on the current page or not, with a hash, a class, their own `aria-current`, a target. */
const LINKS: LinkComponentProps[] = [
  { href: '/docs/start' },
  { href: '/docs/other' },
  { href: '/docs/start', className: 'ld-navbar__link' },
  { href: '/docs/other', className: 'ld-navbar__link' },
  { href: '/docs/start#ports' },
  { href: '/docs/other#ports', title: 'Ports' },
  { href: '/docs/start/' },
  { href: '/de/docs/start', hrefLang: 'de', lang: 'de' },
  { 'aria-current': undefined, href: '/docs/start' },
  { 'aria-current': 'true', href: '/docs/other', className: 'item' },
  { href: '/blog', target: '_self', rel: 'prev' },
  { href: '/' },
];

/** Each link twice: through `RouterLink`, then as the router's own `Link` is given it. */
function Pairs() {
  return (
    <>
      {LINKS.map(({ href, children, ...props }, index) => {
        const [to, hash] = href.split('#');
        return (
          <p key={index}>
            <RouterLink href={href} {...props}>
              {children ?? `Link ${index}`}
            </RouterLink>
            <Link to={to as '/'} {...(hash ? { hash } : {})} activeOptions={{ exact: true, includeHash: false }} {...(props as object)}>
              {children ?? `Link ${index}`}
            </Link>
          </p>
        );
      })}
    </>
  );
}

// One route tree for every page, as in a prerender: what RouterLink keeps per route tree is shared.
const rootRoute = createRootRoute({ component: Outlet });
const routeTree = rootRoute.addChildren([createRoute({ getParentRoute: () => rootRoute, path: '$', component: Pairs })]);

async function renderAt(path: string): Promise<string> {
  const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: [path] }), isServer: true });
  await router.load();
  return renderToString(<RouterProvider router={router} />);
}

describe('RouterLink on the server', () => {
  it("renders each link as the router's own Link does, byte for byte, page after page", async () => {
    for (const path of ['/docs/start', '/docs/other', '/blog', '/docs/start']) {
      const pairs = [...(await renderAt(path)).matchAll(/<p>(<a[^>]*>[^<]*<\/a>)(<a[^>]*>[^<]*<\/a>)<\/p>/g)];
      expect(pairs).toHaveLength(LINKS.length);
      for (const [, ours, router] of pairs) expect(ours).toBe(router);
    }
  });

  it('marks the links to the current page only', async () => {
    const start = await renderAt('/docs/start');
    expect(start).toContain('<a class="ld-navbar__link active" href="/docs/start" data-status="active" aria-current="page">Link 2</a>');
    expect(start).toContain('<a class="ld-navbar__link" href="/docs/other">Link 3</a>');
    const other = await renderAt('/docs/other');
    expect(other).toContain('<a class="ld-navbar__link" href="/docs/start">Link 2</a>');
    expect(other).toContain('<a class="ld-navbar__link active" href="/docs/other" data-status="active" aria-current="page">Link 3</a>');
  });
});
