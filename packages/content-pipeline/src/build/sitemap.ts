import type { LocaleSet } from '@lumidoc/i18n';
import type { PageData } from '@lumidoc/contract';

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * `sitemap.xml` with every indexable page and its translations as `xhtml:link` alternates.
 * Fallback pages, drafts and unlisted pages stay out.
 */
export function renderSitemap(pages: readonly PageData[], siteUrl: string, locales: LocaleSet): string {
  const origin = siteUrl.replace(/\/$/, '');
  const entries = pages
    .filter((p) => !p.noindex && p.kind !== 'not-found')
    .sort((a, b) => a.route.localeCompare(b.route))
    .map((page) => {
      const links = Object.entries(page.alternates)
        .filter(([code]) => !page.untranslatedLocales.includes(code))
        .map(([code, route]) => `    <xhtml:link rel="alternate" hreflang="${locales.get(code).htmlLang}" href="${escapeXml(origin + route)}"/>`);
      return `  <url>\n    <loc>${escapeXml(origin + page.route)}</loc>\n${links.join('\n')}\n  </url>`;
    });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
}

export function renderRobots(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nSitemap: ${siteUrl.replace(/\/$/, '')}/sitemap.xml\n`;
}
