import type { ImportReport } from './report.js';
import { hasMarkup, isRecord, listOf, plainText, stringOf, type Data } from './values.js';

// The shape of @lumidoc/theme's ThemeConfig that the import writes (this package does not depend on
// the theme; the generated site.config.ts is checked against the real type).
type Text = string | Record<string, string>;
type LinkEntry = { label: Text; to?: string; href?: string };
type Position = { position?: 'right' };
type NavbarItem =
  | ({ type: 'link'; label: Text; to: string } & Position)
  | ({ type: 'external'; label: Text; href: string } & Position)
  | ({ type: 'dropdown'; label: Text; items: LinkEntry[] } & Position)
  | ({ type: 'localeDropdown' | 'search' } & Position);
export interface ThemeConfig {
  title: string;
  logo?: { src: string; srcDark?: string; alt: Text; href?: string; target?: string; width?: number; height?: number };
  navbar: { items: NavbarItem[]; hideOnScroll?: boolean };
  footer: { columns: Array<{ title: Text; items: LinkEntry[] }>; copyright?: Text };
  announcement?: { id: string; content: Text; closeable?: boolean };
  colorMode?: { disableSwitch?: boolean };
}

/** Translated theme strings per locale (`i18n/<locale>/docusaurus-theme-classic/navbar.json`, `footer.json`). */
export interface ThemeMessages {
  navbar: Readonly<Record<string, Readonly<Record<string, string>>>>;
  footer: Readonly<Record<string, Readonly<Record<string, string>>>>;
}

export interface ThemeContext {
  file: string;
  sourceLocale: string;
  messages: ThemeMessages;
  report: ImportReport;
  /** Route of a doc by its id; `undefined` when there is no such doc. */
  docRoute(id: string): string | undefined;
  /** Route of the first doc of a sidebar. */
  sidebarRoute(sidebarId: string): string | undefined;
}

function localized(text: string, key: string, messages: ThemeMessages[keyof ThemeMessages], sourceLocale: string): Text {
  const found = Object.entries(messages).flatMap(([locale, byKey]) => (byKey[key] !== undefined ? [[locale, byKey[key]] as const] : []));
  return found.length === 0 ? text : { [sourceLocale]: text, ...Object.fromEntries(found) };
}

/** A Docusaurus `to` (relative to the base URL, with or without `/`) as a route; `href`s to the site itself too. */
const asRoute = (to: string) => (to.startsWith('/') ? to : `/${to}`);
const isWebUrl = (href: string) => /^https?:\/\//.test(href);

/** A link's target: `to` for a route, `href` for a web address, from `to`, `href` or a doc id. */
function target(item: Data, context: ThemeContext): { to: string } | { href: string } | undefined {
  const docId = stringOf(item['docId']);
  if (docId) {
    const route = context.docRoute(docId);
    return route ? { to: route } : undefined;
  }
  const sidebarId = stringOf(item['sidebarId']);
  if (sidebarId) {
    const route = context.sidebarRoute(sidebarId);
    return route ? { to: route } : undefined;
  }
  const to = stringOf(item['to']);
  if (to) return { to: asRoute(to) };
  const href = stringOf(item['href']);
  if (href) return isWebUrl(href) ? { href } : href.startsWith('/') ? { to: href } : undefined;
  return undefined;
}

function navbarItem(item: unknown, index: number, context: ThemeContext): NavbarItem | undefined {
  const where = `themeConfig.navbar.items[${index}]`;
  if (!isRecord(item)) return undefined;
  const type = stringOf(item['type']) ?? 'default';
  const position = item['position'] === 'right' ? { position: 'right' as const } : {};
  const label = stringOf(item['label']);
  const text = (value: string) => localized(value, `item.label.${value}`, context.messages.navbar, context.sourceLocale);
  const skip = (why: string) => {
    context.report.add(context.file, `${where} (${type}${label ? ` "${label}"` : ''}): ${why}`);
    return undefined;
  };
  switch (type) {
    case 'search':
      return { type: 'search', ...position };
    case 'localeDropdown':
      return { type: 'localeDropdown', ...position };
    case 'dropdown': {
      if (!label) return skip('a dropdown without a label is not carried over');
      const entries = listOf(item['items']).flatMap((entry, i) => {
        const sub = isRecord(entry) ? stringOf(entry['label']) : undefined;
        const link = isRecord(entry) ? target(entry, context) : undefined;
        if (!sub || !link) {
          context.report.add(context.file, `${where}.items[${i}]: not carried over (a dropdown entry needs a label and a link, doc or sidebar)`);
          return [];
        }
        return [{ label: text(sub), ...link }];
      });
      return entries.length === 0 ? skip('a dropdown with no usable entries is not carried over') : { type: 'dropdown', label: text(label), items: entries, ...position };
    }
    case 'default':
    case 'doc':
    case 'docSidebar':
    case 'docsVersion': {
      const link = type === 'docsVersion' ? { to: '/docs' } : target(item, context);
      const name = label ?? (type === 'docsVersion' ? 'Docs' : undefined);
      if (!name) return skip('an item without a label is not carried over');
      if (!link) return skip(`the link target (${JSON.stringify(item['docId'] ?? item['sidebarId'] ?? item['to'] ?? item['href'])}) is not a doc, sidebar, route or http(s) URL of this site`);
      return 'to' in link ? { type: 'link', label: text(name), to: link.to, ...position } : { type: 'external', label: text(name), href: link.href, ...position };
    }
    case 'docsVersionDropdown':
      return skip("not carried over: Lumidoc's doc pages show their version with a badge and a notice linking to the latest version; the navbar's versionSwitcher item switches between hosts (next, latest, archives), not versions of one build");
    case 'html':
      return skip('not carried over: navbar items of raw HTML are not supported');
    default:
      return skip(`not carried over: "${type}" is not a navbar item type Lumidoc has (custom items are React components)`);
  }
}

function footerEntries(items: unknown, where: string, context: ThemeContext): LinkEntry[] {
  return listOf(items).flatMap((entry, i) => {
    if (isRecord(entry) && stringOf(entry['html'])) {
      context.report.add(context.file, `${where}[${i}]: a footer entry of raw HTML is not carried over`);
      return [];
    }
    const label = isRecord(entry) ? stringOf(entry['label']) : undefined;
    const link = isRecord(entry) ? target(entry, context) : undefined;
    if (!label || !link) {
      context.report.add(context.file, `${where}[${i}]: not carried over (a footer entry needs a label and a route or http(s) URL)`);
      return [];
    }
    return [{ label: localized(label, `link.item.label.${label}`, context.messages.footer, context.sourceLocale), ...link }];
  });
}

function footer(value: unknown, siteTitle: string, context: ThemeContext): ThemeConfig['footer'] {
  if (!isRecord(value)) return { columns: [] };
  const links = listOf(value['links']);
  const multiColumn = links.some((link) => isRecord(link) && Array.isArray(link['items']));
  const columns = multiColumn
    ? links.flatMap((column, i) => {
        if (!isRecord(column)) return [];
        const title = stringOf(column['title']) ?? '';
        return [{ title: localized(title, `link.title.${title}`, context.messages.footer, context.sourceLocale), items: footerEntries(column['items'], `themeConfig.footer.links[${i}].items`, context) }];
      })
    : [{ title: siteTitle, items: footerEntries(links, 'themeConfig.footer.links', context) }];
  const copyright = stringOf(value['copyright']);
  if (copyright && hasMarkup(copyright)) context.report.add(context.file, 'themeConfig.footer.copyright: its HTML markup is not carried over; the text is kept');
  if (value['logo'] !== undefined) context.report.add(context.file, 'themeConfig.footer.logo: not carried over (the footer has no logo)');
  if (value['style'] !== undefined && value['style'] !== 'dark') context.report.add(context.file, `themeConfig.footer.style "${String(value['style'])}": not carried over (the theme draws one footer style, in light and dark mode)`);
  const text = copyright ? plainText(copyright) : undefined;
  return { columns: columns.filter((column) => column.items.length > 0), ...(text ? { copyright: localized(text, 'copyright', context.messages.footer, context.sourceLocale) } : {}) };
}

const HANDLED_KEYS = ['navbar', 'footer', 'announcementBar', 'colorMode', 'algolia', 'prism'];

/**
 * The theme's navbar, footer, logo, announcement and colour switch from Docusaurus's
 * `themeConfig`, with the translations of `navbar.json` and `footer.json`. Items Lumidoc has no
 * equivalent for are left out and reported.
 */
export function translateTheme(themeConfig: unknown, siteTitle: string, context: ThemeContext, options: { homeRoute: string }): ThemeConfig {
  const config = isRecord(themeConfig) ? themeConfig : {};
  const navbar = isRecord(config['navbar']) ? config['navbar'] : {};
  const logo = isRecord(navbar['logo']) ? navbar['logo'] : undefined;
  const title = stringOf(navbar['title']) ?? siteTitle;
  const items = listOf(navbar['items']).flatMap((item, i) => navbarItem(item, i, context) ?? []);
  // Docusaurus's classic theme always has a search box when search is set up; Lumidoc's search is built in.
  if (!items.some((item) => item.type === 'search')) items.push({ type: 'search', position: 'right' });
  const theme: ThemeConfig = { title, navbar: { items }, footer: footer(config['footer'], siteTitle, context) };
  if (typeof navbar['hideOnScroll'] === 'boolean') theme.navbar.hideOnScroll = navbar['hideOnScroll'];
  if (logo && stringOf(logo['src'])) {
    const alt = stringOf(logo['alt']) ?? title;
    const href = stringOf(logo['href']);
    theme.logo = {
      src: asRoute(stringOf(logo['src'])!),
      alt: localized(alt, 'logo.alt', context.messages.navbar, context.sourceLocale),
      href: href ? (isWebUrl(href) ? href : asRoute(href)) : options.homeRoute,
      ...(stringOf(logo['srcDark']) ? { srcDark: asRoute(stringOf(logo['srcDark'])!) } : {}),
      ...(stringOf(logo['target']) ? { target: stringOf(logo['target'])! } : {}),
      ...(typeof logo['width'] === 'number' ? { width: logo['width'] } : {}),
      ...(typeof logo['height'] === 'number' ? { height: logo['height'] } : {}),
    };
  }
  const bar = isRecord(config['announcementBar']) ? config['announcementBar'] : undefined;
  const content = bar ? stringOf(bar['content']) : undefined;
  if (bar && content) {
    theme.announcement = { id: stringOf(bar['id']) ?? 'announcement-bar', content: plainText(content), ...(typeof bar['isCloseable'] === 'boolean' ? { closeable: bar['isCloseable'] } : {}) };
    const lost = [hasMarkup(content) ? 'its HTML markup (the text is kept)' : '', bar['backgroundColor'] || bar['textColor'] ? 'its colours' : ''].filter(Boolean);
    if (lost.length > 0) context.report.add(context.file, `themeConfig.announcementBar: ${lost.join(' and ')} not carried over`);
  }
  const colorMode = isRecord(config['colorMode']) ? config['colorMode'] : undefined;
  if (colorMode?.['disableSwitch'] === true) theme.colorMode = { disableSwitch: true };
  if (colorMode && (colorMode['defaultMode'] !== undefined || colorMode['respectPrefersColorScheme'] !== undefined)) {
    context.report.add(context.file, "themeConfig.colorMode.defaultMode / respectPrefersColorScheme: not carried over (Lumidoc follows the reader's system setting until they choose)");
  }
  if (config['algolia'] !== undefined) context.report.add(context.file, "themeConfig.algolia: Algolia DocSearch is not carried over; Lumidoc builds its own search index at build time (the navbar's search box)");
  if (config['prism'] !== undefined) context.report.add(context.file, 'themeConfig.prism: not carried over; code is highlighted at build time by Lumidoc (Shiki), with its own light and dark colours');
  for (const key of Object.keys(config).filter((k) => !HANDLED_KEYS.includes(k))) {
    context.report.add(context.file, `themeConfig.${key}: not carried over (no Lumidoc equivalent)`);
  }
  return theme;
}
