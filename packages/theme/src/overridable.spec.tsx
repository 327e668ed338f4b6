import type { ComponentType, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createLocaleSet } from '@lumidoc/i18n';
// The package's entry, as a site imports it: every replaceable component registers its props.
import { AdmonitionBox, Footer, Hero, THEME_COMPONENT_NAMES, ThemeProvider, validateThemeConfig, type ThemeComponentName, type ThemeComponentOverrides, type ThemeConfig } from './index.js';

const locales = createLocaleSet({ defaultLocale: 'en', locales: ['en', 'ru'] });
const base: ThemeConfig = {
  title: 'Docs',
  navbar: { items: [] },
  footer: { columns: [{ title: 'Docs', items: [{ label: 'Intro', to: '/docs/intro' }] }], copyright: 'Example' },
};

/** Renders as the prerender does, into the document, for querying. */
function renderWith(components: ThemeComponentOverrides | undefined, children: ReactNode): HTMLElement {
  const config = components ? { ...base, components } : base;
  document.body.innerHTML = renderToString(
    <ThemeProvider locale={locales.get('en')} locales={locales.list} config={config}>
      {children}
    </ThemeProvider>,
  );
  return document.body;
}

describe('component overrides', () => {
  it('names every replaceable component in THEME_COMPONENT_NAMES', () => {
    expectTypeOf<(typeof THEME_COMPONENT_NAMES)[number]>().toEqualTypeOf<ThemeComponentName>();
  });

  it("renders the theme's component when the config replaces nothing", () => {
    const body = renderWith(undefined, <Footer />);
    expect(body.querySelector('footer.ld-footer')?.textContent).toContain('Intro');
  });

  it("renders the site's component in place of the theme's, with the theme's props", () => {
    const components: ThemeComponentOverrides = {
      Admonition: ({ type, title, children }) => (
        <section aria-label={title ?? type}>
          {type}: {children}
        </section>
      ),
      HomeHero: ({ title }) => <h1>Custom {title}</h1>,
    };
    const body = renderWith(
      components,
      <>
        <AdmonitionBox type="warning">Back up first.</AdmonitionBox>
        <Hero title="Immich" tagline="Photos" />
      </>,
    );
    expect(body.querySelector('section[aria-label="warning"]')?.textContent).toBe('warning: Back up first.');
    expect(body.querySelector('aside')).toBeNull();
    expect(body.querySelector('h1')?.textContent).toBe('Custom Immich');
    expect(body.textContent).not.toContain('Photos');
  });

  it("lets the site's component wrap the theme's (Default)", () => {
    const Wrapped: ThemeComponentOverrides['Footer'] = ({ Default }) => (
      <div data-testid="site-footer">
        <Default />
        <p>Hosted by us</p>
      </div>
    );
    const body = renderWith({ Footer: Wrapped }, <Footer />);
    const wrapper = body.querySelector('[data-testid="site-footer"]');
    expect(wrapper?.querySelector('footer.ld-footer')?.textContent).toContain('Intro');
    expect(wrapper?.lastElementChild?.textContent).toBe('Hosted by us');
  });

  it('is an error in the config for a name that is not replaceable, or a value that is no component', () => {
    const unknown = { ...base, components: { Foter: () => null } as unknown as ThemeComponentOverrides };
    expect(() => validateThemeConfig(unknown, 'site.config.ts')).toThrow(/site\.config\.ts: components\.Foter is not a theme component that can be replaced; use one of Admonition, .*Footer/);
    const notComponent = { ...base, components: { Footer: 'footer.tsx' as unknown as ComponentType } as ThemeComponentOverrides };
    expect(() => validateThemeConfig(notComponent)).toThrow('components.Footer is "footer.tsx", not a React component');
    expect(() => validateThemeConfig({ ...base, components: { Footer: () => null } })).not.toThrow();
  });
});
