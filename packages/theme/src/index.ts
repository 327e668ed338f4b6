export { ThemeProvider, useTheme, type ThemeContextValue, type ThemeProviderProps, type LinkComponentProps } from './context.js';
export {
  THEME_COMPONENT_NAMES,
  type ThemeComponentName,
  type ThemeComponentOverride,
  type ThemeComponentOverrides,
  type ThemeComponentProps,
} from './overridable.js';
export { validateThemeConfig, textFor, NAVBAR_ITEM_TYPES, type ThemeConfig, type NavbarItem, type FooterColumn, type LogoConfig, type ThemeText, type AnnouncementConfig } from './config.js';
export { THEME_CATALOGS, themeTranslator, type ThemeCatalog, type ThemeStringKey } from './i18n/catalog.js';
export { loadThemeCatalogs, registerThemeCatalogs } from './i18n/catalog-loader.js';
export { readStorage, writeStorage, removeStorage } from './storage.js';
export { ColorModeToggle, COLOR_MODE_SCRIPT, COLOR_MODE_STORAGE_KEY, applyColorChoice, type ColorChoice } from './components/ColorModeToggle.js';
export { LocaleDropdown } from './components/LocaleDropdown.js';
export { VersionSwitcher, type VersionItem, type VersionSwitcherProps } from './components/VersionSwitcher.js';
export { NavigationProgress, type NavigationProgressProps } from './components/NavigationProgress.js';
export { SearchBox } from './components/SearchBox.js';
export { Navbar } from './components/Navbar.js';
export { NavbarItemView, type NavbarItemViewProps } from './components/NavbarItemView.js';
export { Footer } from './components/Footer.js';
export { SkipLink } from './components/SkipLink.js';
export { NavbarDropdown, type NavbarDropdownProps } from './components/NavbarDropdown.js';
export { MobileMenu, type MobileMenuProps } from './components/MobileMenu.js';
export { AnnouncementBar } from './components/AnnouncementBar.js';
export { ANNOUNCEMENT_SCRIPT, ANNOUNCEMENT_DISMISS_KEY, ANNOUNCEMENT_ID_KEY } from './components/announcement-state.js';
export { CrashScreen, CrashBoundary, type CrashScreenProps } from './components/CrashScreen.js';
export { LoadFailure, type LoadFailureProps } from './components/LoadFailure.js';
export { Spinner, type SpinnerProps } from './components/Spinner.js';
export { BaseUrlBanner, CLIENT_FAILURE_SCRIPT } from './components/BaseUrlBanner.js';
export { useWindowSize, DESKTOP_BREAKPOINT, type WindowSize } from './hooks/use-window-size.js';
export { DocSidebar } from './components/DocSidebar.js';
export { trimSidebar } from './components/sidebar-trim.js';
export { TableOfContents, MobileTableOfContents } from './components/TableOfContents.js';
export { Breadcrumbs } from './components/Breadcrumbs.js';
export { Pagination } from './components/Pagination.js';
export { TranslationNotice } from './components/TranslationNotice.js';
export { HastContent } from './content/HastContent.js';
export { AdmonitionBox, type AdmonitionType } from './content/Admonition.js';
export { CodeBlock } from './content/CodeBlock.js';
export { Tabs } from './content/Tabs.js';
export { PageShell } from './layouts/PageShell.js';
export { DocLayout, type DocLayoutProps } from './layouts/DocLayout.js';
export { DocPage } from './layouts/DocPage.js';
export { DocCategoryIndexPage } from './layouts/DocCategoryIndexPage.js';
export { DocVersionBanner } from './docs/DocVersionBanner.js';
export { DocVersionBadge } from './docs/DocVersionBadge.js';
export { DocStatusBanner, type DocStatusBannerProps } from './docs/DocStatusBanner.js';
export { DocMeta, type DocMetaProps } from './docs/DocMeta.js';
export { DocTags } from './docs/DocTags.js';
export { ExternalLink } from './components/ExternalLink.js';
export { preferredVersionKey, readPreferredVersion, rememberPreferredVersion } from './docs/preferred-version.js';
export { ApiIntroPage } from './layouts/ApiIntroPage.js';
export { ApiOperationPage } from './layouts/ApiOperationPage.js';
export { SchemaViewer } from './api/SchemaViewer.js';
export { ParametersTable } from './api/ParametersTable.js';
export { MethodBadge } from './api/MethodBadge.js';
export { CodeSamples } from './api/CodeSamples.js';
export { ResponseList } from './api/ResponseList.js';
export { CallbackList } from './api/CallbackList.js';
export { BodyDetails } from './api/BodyDetails.js';
export { AuthRequirements, type AuthRequirementsProps } from './api/AuthRequirements.js';
export { schemaLabel } from './api/schema-label.js';
export { NotFoundPage } from './layouts/NotFoundPage.js';
export * from './pages/index.js';
export * from './blog/index.js';
export { useHydrated } from './hooks/use-hydrated.js';
export { isTextField } from './search/shortcut.js';
