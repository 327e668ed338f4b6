import { slug as plainSlug } from 'github-slugger';
import { ContentError } from '../errors.js';
import type { InlineAuthor } from '../markdown/front-matter.js';
import type { LocalizedText } from '../localized-text.js';
import { checkFieldNames, localizedField, stringField } from './config-fields.js';
import { parseYamlEntries } from './yaml-entries.js';

/** An author as `authors.yml` describes them, texts not yet picked for a locale. */
export interface AuthorConfig {
  id: string;
  name: LocalizedText;
  title?: LocalizedText;
  url?: string;
  imageUrl?: string;
  /** Platform -> full profile URL. */
  socials: Record<string, string>;
}

// `email` stands in for a missing `url` (as a mailto: link); `page` and `description` are accepted as
// Docusaurus has them: every author with a listed post has a page here.
const AUTHOR_FIELDS = ['name', 'title', 'url', 'image_url', 'socials', 'email', 'page', 'description'] as const;

/** Profile URL of a handle on the platforms that have one URL pattern. */
const SOCIAL_URLS: Record<string, (handle: string) => string> = {
  github: (h) => `https://github.com/${h}`,
  x: (h) => `https://x.com/${h}`,
  twitter: (h) => `https://x.com/${h}`,
  linkedin: (h) => `https://www.linkedin.com/in/${h}/`,
  bluesky: (h) => `https://bsky.app/profile/${h}`,
  instagram: (h) => `https://www.instagram.com/${h}`,
  threads: (h) => `https://www.threads.net/@${h}`,
  youtube: (h) => `https://www.youtube.com/@${h.replace(/^@/, '')}`,
};

const ID = /^[a-z0-9][a-z0-9_-]*$/i;
const isUrl = (value: string) => /^https?:\/\//.test(value);

/**
 * Parses `authors.yml`: each key is an author id with `name` (required), `title`, `url`,
 * `image_url` and `socials` (platform: handle or URL). Texts may be per locale.
 */
export function parseAuthors(text: string, file: string, localeCodes: readonly string[]): Map<string, AuthorConfig> {
  const authors = new Map<string, AuthorConfig>();
  for (const entry of parseYamlEntries(text, file)) {
    if (!ID.test(entry.key)) throw new ContentError({ file, line: entry.line }, `author id "${entry.key}" cannot be part of a URL`, 'use letters, digits, "-" and "_" only');
    checkFieldNames(entry, AUTHOR_FIELDS, file);
    const name = localizedField(entry, 'name', file, localeCodes);
    if (name === undefined) throw new ContentError({ file, line: entry.line }, `author "${entry.key}" has no name`, 'add `name: ...`');
    const title = localizedField(entry, 'title', file, localeCodes);
    const email = stringField(entry, 'email', file);
    const url = stringField(entry, 'url', file) ?? (email ? `mailto:${email}` : undefined);
    const imageUrl = stringField(entry, 'image_url', file);
    for (const [field, value] of [['url', url], ['image_url', imageUrl]] as const) {
      if (value !== undefined && !isUrl(value) && !value.startsWith('/') && !(field === 'url' && value.startsWith('mailto:'))) {
        throw new ContentError({ file, line: entry.fieldLines[field] }, `"${entry.key}.${field}" must be an http(s) URL or a site path, got "${value}"`);
      }
    }
    authors.set(entry.key, {
      id: entry.key,
      name,
      ...(title !== undefined ? { title } : {}),
      ...(url !== undefined ? { url } : {}),
      ...(imageUrl !== undefined ? { imageUrl } : {}),
      socials: parseSocials(entry.fields['socials'], entry.key, { file, line: entry.fieldLines['socials'] }),
    });
  }
  return authors;
}

function parseSocials(value: unknown, id: string, where: { file: string; line?: number | undefined }): Record<string, string> {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) throw new ContentError(where, `"${id}.socials" must map platforms to handles or URLs`, 'write socials: { github: handle }');
  const socials: Record<string, string> = {};
  for (const [platform, handle] of Object.entries(value)) {
    if (typeof handle !== 'string' || handle === '') throw new ContentError(where, `"${id}.socials.${platform}" must be a handle or a URL`, 'quote the value');
    const toUrl = SOCIAL_URLS[platform];
    if (!isUrl(handle) && !toUrl) {
      throw new ContentError(where, `"${id}.socials.${platform}" is a handle on a platform without a known profile URL`, `give the full URL, or use one of ${Object.keys(SOCIAL_URLS).join(', ')}`);
    }
    socials[platform] = isUrl(handle) ? handle : toUrl!(handle);
  }
  return socials;
}

/**
 * An author written in a post's front matter (`authors: [{ name, title, url, image_url }]`), as an
 * author of the blog: its id is its name's slug, so the same person written in two posts is one author.
 */
export function inlineAuthor(author: InlineAuthor, where: { file: string; line?: number | undefined }): AuthorConfig {
  const id = plainSlug(author.name) || 'author';
  const url = author.url ?? (author.email ? `mailto:${author.email}` : undefined);
  return {
    id,
    name: author.name,
    ...(author.title !== undefined ? { title: author.title } : {}),
    ...(url !== undefined ? { url } : {}),
    ...(author.image_url !== undefined ? { imageUrl: author.image_url } : {}),
    socials: parseSocials(author.socials, id, where),
  };
}
