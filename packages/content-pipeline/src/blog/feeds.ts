import { escapeXml } from './xml.js';

/** One post in a feed; every URL is absolute. */
export interface FeedItem {
  title: string;
  url: string;
  /** ISO 8601 date and time. */
  date: string;
  description?: string;
  authors: Array<{ name: string; url?: string }>;
  /** Tag labels. */
  categories: string[];
}

/** A feed of one locale; every URL is absolute. */
export interface Feed {
  title: string;
  description: string;
  /** The blog's list page. */
  homeUrl: string;
  rssUrl: string;
  atomUrl: string;
  /** `<html lang>` of the locale. */
  language: string;
  /** Who publishes the blog (the site's title): the author of entries that name none. */
  publisher: string;
  /** Newest first. */
  items: FeedItem[];
}

/** The newest item's date, so an unchanged blog gives byte-identical feeds. */
const updatedOf = (feed: Feed) => feed.items[0]?.date ?? new Date(0).toISOString();

/** RSS 2.0, with an Atom self link and Dublin Core creators (RSS `author` must be an email). */
export function renderRss(feed: Feed): string {
  const items = feed.items.map((item) =>
    [
      '    <item>',
      `      <title>${escapeXml(item.title)}</title>`,
      `      <link>${escapeXml(item.url)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(item.url)}</guid>`,
      `      <pubDate>${new Date(item.date).toUTCString()}</pubDate>`,
      ...(item.description ? [`      <description>${escapeXml(item.description)}</description>`] : []),
      ...item.authors.map((author) => `      <dc:creator>${escapeXml(author.name)}</dc:creator>`),
      ...item.categories.map((category) => `      <category>${escapeXml(category)}</category>`),
      '    </item>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${escapeXml(feed.title)}</title>`,
    `    <link>${escapeXml(feed.homeUrl)}</link>`,
    `    <description>${escapeXml(feed.description)}</description>`,
    `    <language>${escapeXml(feed.language)}</language>`,
    `    <lastBuildDate>${new Date(updatedOf(feed)).toUTCString()}</lastBuildDate>`,
    `    <atom:link href="${escapeXml(feed.rssUrl)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

/** Atom 1.0 (RFC 4287). */
export function renderAtom(feed: Feed): string {
  const entries = feed.items.map((item) =>
    [
      '  <entry>',
      `    <title>${escapeXml(item.title)}</title>`,
      `    <id>${escapeXml(item.url)}</id>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(item.url)}"/>`,
      `    <published>${item.date}</published>`,
      `    <updated>${item.date}</updated>`,
      ...(item.description ? [`    <summary>${escapeXml(item.description)}</summary>`] : []),
      ...item.authors.map((author) => `    <author>\n      <name>${escapeXml(author.name)}</name>${author.url ? `\n      <uri>${escapeXml(author.url)}</uri>` : ''}\n    </author>`),
      ...item.categories.map((category) => `    <category term="${escapeXml(category)}"/>`),
      '  </entry>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${escapeXml(feed.language)}">`,
    `  <id>${escapeXml(feed.homeUrl)}</id>`,
    `  <title>${escapeXml(feed.title)}</title>`,
    `  <subtitle>${escapeXml(feed.description)}</subtitle>`,
    `  <updated>${updatedOf(feed)}</updated>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(feed.atomUrl)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(feed.homeUrl)}"/>`,
    // Atom needs an author for every entry; a feed-level one covers entries without any.
    `  <author>\n    <name>${escapeXml(feed.publisher)}</name>\n  </author>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}
