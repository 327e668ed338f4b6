import fs from 'node:fs';
import path from 'node:path';

/** A Markdown doc as Docusaurus names it: its id, and the route Lumidoc serves it at. */
export interface DocEntry {
  id: string;
  route: string;
  /** Path below the docs folder. */
  file: string;
}

const MARKDOWN = /\.mdx?$/;
// Docusaurus's default number prefixes (`01-intro`, `2. Setup`), but not dates or versions (`2024-01-05-x`, `1.2-y`).
const NUMBER_PREFIX = /^\d+\s*[-_.]+\s*(?=[^-_.\s])/;
const NOT_A_PREFIX = /^(\d{4}[-_.]\d{2}[-_.]\d{2}|\d+[-_.]\d+)/;

export const withoutNumberPrefix = (name: string) => (NOT_A_PREFIX.test(name) ? name : name.replace(NUMBER_PREFIX, ''));

/** Every file below `dir` (relative paths with `/`), sorted; none when `dir` is missing. */
export function filesBelow(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** A key of a file's front matter, when it is written on one line (`id: intro`, `slug: "/start"`). */
export function frontMatterValue(text: string, key: string): string | undefined {
  const block = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---\s*(\r?\n|$)/.exec(text)?.[1];
  const line = block?.split(/\r?\n/).find((l) => l.startsWith(`${key}:`));
  const value = line?.slice(key.length + 1).trim().replace(/^(['"])(.*)\1$/, '$2');
  return value || undefined;
}

/**
 * The docs of a Docusaurus docs folder by id: number prefixes left out, front matter `id` in place
 * of the file name, `slug` for the route, an index doc (`index`, `README`, or named like its folder)
 * at its folder's route. Partials (`_name`) are not docs.
 */
export function readDocEntries(docsDir: string): DocEntry[] {
  return filesBelow(docsDir)
    .filter((file) => MARKDOWN.test(file) && !file.split('/').some((part) => part.startsWith('_')))
    .map((file) => {
      const text = fs.readFileSync(path.join(docsDir, file), 'utf8');
      const parts = file.replace(MARKDOWN, '').split('/').map(withoutNumberPrefix);
      const name = parts.pop()!;
      const folder = parts.join('/');
      const id = [folder, frontMatterValue(text, 'id') ?? name].filter(Boolean).join('/');
      const slug = frontMatterValue(text, 'slug');
      const isIndex = /^(index|readme)$/i.test(name) || name === parts.at(-1);
      const local = slug ? (slug.startsWith('/') ? slug : `/${[folder, slug].filter(Boolean).join('/')}`) : `/${isIndex ? folder : id}`;
      const route = `/docs${local === '/' ? '' : local.replace(/\/+$/, '')}`;
      return { id, route, file };
    });
}
