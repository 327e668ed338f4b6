import '../styles/theme.css';
import type { Decorator, Preview } from '@storybook/react-vite';
import { KNOWN_LOCALES } from '@lumidoc/i18n';
import { ThemeProvider, type LinkComponentProps } from '../src/context.js';
import { THEME_CATALOGS } from '../src/i18n/catalog.js';
import type { ThemeComponentOverrides } from '../src/overridable.js';
import { registerThemeCatalogs } from '../src/i18n/catalog-loader.js';
import { STORY_LOCALE_CODES, STORY_LOCALES, THEME_CONFIG } from '../src/stories/fixtures.js';

// Stories render every locale at once, so all the theme's strings are there from the start.
registerThemeCatalogs(THEME_CATALOGS);

/**
 * Internal links as the site's router link would behave: no full navigation, so a play function
 * can click them without leaving the story.
 */
function StoryLink({ children, onClick, ...props }: LinkComponentProps) {
  return (
    <a
      {...props}
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
      }}
    >
      {children}
    </a>
  );
}

/** Sets the colour mode on <html> (as the head script does) and the document language. */
const withDocument: Decorator = (Story, context) => {
  const mode = context.globals['theme'] === 'dark' ? 'dark' : 'light';
  const root = document.documentElement;
  root.setAttribute('data-theme', mode);
  root.setAttribute('data-theme-choice', mode);
  return <Story />;
};

/** Wraps every story in the theme context for the `locale` parameter, else the `locale` global. */
const withTheme: Decorator = (Story, context) => {
  const requested = (context.parameters['locale'] as string | undefined) ?? (context.globals['locale'] as string | undefined) ?? 'en';
  const code = STORY_LOCALES.has(requested) ? requested : 'en';
  const locale = STORY_LOCALES.get(code);
  document.documentElement.lang = locale.htmlLang;
  document.documentElement.dir = locale.direction;
  // A story may show the site's own components in place of the theme's, as a site's config would.
  const components = context.parameters['themeComponents'] as ThemeComponentOverrides | undefined;
  return (
    <ThemeProvider
      locale={locale}
      locales={STORY_LOCALES.list}
      fallbackLocales={STORY_LOCALES.fallbackChain(code).slice(1)}
      config={components ? { ...THEME_CONFIG, components } : THEME_CONFIG}
      Link={StoryLink}
      localizePath={(path) => STORY_LOCALES.localizePath(path, code)}
    >
      <Story />
    </ThemeProvider>
  );
};

const preview: Preview = {
  decorators: [withTheme, withDocument],
  globalTypes: {
    locale: {
      description: 'Reader locale',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: STORY_LOCALE_CODES.map((code) => ({ value: code, title: `${KNOWN_LOCALES[code]!.label} (${code})` })),
        dynamicTitle: true,
      },
    },
    theme: {
      description: 'Colour mode',
      toolbar: {
        title: 'Colour mode',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en', theme: 'light' },
  parameters: {
    layout: 'padded',
    // Any axe violation fails the story's test.
    a11y: { test: 'error' },
    viewport: {
      options: {
        mobile: { name: 'Mobile (375 px)', styles: { width: '375px', height: '812px' }, type: 'mobile' },
        desktop: { name: 'Desktop (1280 px)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
    controls: { expanded: true },
  },
};

export default preview;
