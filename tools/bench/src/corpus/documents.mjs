// The Markdown of the corpus: docs and blog posts in the common dialect of documentation
// generators (front matter, ATX headings, lists, GFM tables, fenced code, :::tip / :::warning,
// inline code, relative links between docs).
import { paragraph, sentence, title, word } from './words.mjs';

/** Docs sections, in sidebar order. */
export const SECTIONS = ['overview', 'install', 'administration', 'features', 'guides', 'developer'];

const CODE_SAMPLES = [
  ['bash', 'docker compose pull\ndocker compose up --detach\ndocker compose logs --follow server'],
  ['yaml', 'services:\n  server:\n    image: ghcr.io/example/server:release\n    env_file: .env\n    ports:\n      - "2283:2283"\n    restart: always'],
  ['json', '{\n  "storage": { "template": "{{y}}/{{MM}}/{{filename}}" },\n  "jobs": { "thumbnails": { "concurrency": 4 } }\n}'],
  ['ts', "const response = await fetch('/api/server/ping');\nconsole.log(await response.json());"],
];

/**
 * Where each doc of a locale lives: `docs/<section>/<slug>.md`, the same in every locale.
 * @param {number} count docs per locale
 */
export function docSlugs(count) {
  return Array.from({ length: count }, (_, i) => ({ section: SECTIONS[i % SECTIONS.length], slug: `topic-${String(i + 1).padStart(4, '0')}`, position: Math.floor(i / SECTIONS.length) + 1 }));
}

const frontMatter = (fields) =>
  `---\n${Object.entries(fields)
    .map(([key, value]) => `${key}: ${Array.isArray(value) ? `[${value.join(', ')}]` : typeof value === 'string' ? JSON.stringify(value) : value}`)
    .join('\n')}\n---\n`;

/**
 * One doc in one locale.
 * @param {ReturnType<typeof import('./random.mjs').picker>} pick
 * @param {string} locale
 * @param {ReturnType<typeof docSlugs>} slugs every doc of the locale
 * @param {number} index this doc's place in `slugs`
 */
export function docMarkdown(pick, locale, slugs, index) {
  const self = slugs[index];
  const next = slugs[(index + 1) % slugs.length];
  const earlier = slugs[(((index - 7) % slugs.length) + slugs.length) % slugs.length];
  const link = (target) => `[${title(pick, locale)}](${target.section === self.section ? `./${target.slug}.md` : `../${target.section}/${target.slug}.md`})`;
  const blocks = [paragraph(pick, locale)];
  const sections = pick.int(4, 6);
  for (let s = 0; s < sections; s++) {
    blocks.push(`## ${title(pick, locale)}`, paragraph(pick, locale));
    if (s % 2 === 1) blocks.push(`### ${title(pick, locale)}`, paragraph(pick, locale, 2, 4));
    if (s === 0) blocks.push(Array.from({ length: pick.int(3, 6) }, () => `- ${sentence(pick, locale, 3, 7)} \`${word(pick, 'en')}_${pick.int(1, 99)}\``).join('\n'));
    if (s === 1) {
      const [language, code] = pick.one(CODE_SAMPLES);
      blocks.push(`\`\`\`${language}\n${code}\n\`\`\``);
    }
    if (s === 2) {
      const rows = Array.from({ length: pick.int(3, 5) }, (_, r) => `| \`KEY_${r + 1}\` | ${word(pick, locale)} | ${sentence(pick, locale, 2, 5)} |`);
      blocks.push(`:::tip\n${sentence(pick, locale)}\n:::`, ['| Key | Value | Note |', '| --- | --- | --- |', ...rows].join('\n'));
    }
    if (s === 3) blocks.push(`:::warning\n${sentence(pick, locale)} ${link(earlier)}\n:::`);
  }
  blocks.push(`${sentence(pick, locale, 3, 6)} ${link(next)}`);
  return `${frontMatter({ title: title(pick, locale), description: sentence(pick, locale), sidebar_position: self.position })}\n${blocks.join('\n\n')}\n`;
}

/** Author and tag keys the posts use. */
export const POST_AUTHORS = ['author-a', 'author-b', 'author-c'];
export const POST_TAGS = ['release', 'update', 'community'];

/**
 * One blog post in one locale: its file name (`<yyyy>-<mm>-<dd>-<name>`) and Markdown.
 * @param {ReturnType<typeof import('./random.mjs').picker>} pick
 * @param {string} locale
 * @param {number} index
 */
export function postMarkdown(pick, locale, index) {
  const day = new Date(Date.UTC(2023, 0, 1) + index * 17 * 86_400_000).toISOString().slice(0, 10);
  const name = `${day}-post-${String(index + 1).padStart(3, '0')}`;
  const sections = Array.from({ length: pick.int(4, 7) }, () => `## ${title(pick, locale)}\n\n${paragraph(pick, locale)}\n\n${paragraph(pick, locale)}`);
  const text = `${frontMatter({ title: title(pick, locale), authors: [POST_AUTHORS[index % POST_AUTHORS.length]], tags: [POST_TAGS[index % POST_TAGS.length], POST_TAGS[(index + 1) % POST_TAGS.length]] })}\n${paragraph(pick, locale)}\n\n<!-- truncate -->\n\n${sections.join('\n\n')}\n`;
  return { name, text };
}
