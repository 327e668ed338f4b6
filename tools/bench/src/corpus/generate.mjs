// Writes a deterministic corpus in the neutral layout any generator can be pointed at:
//   <out>/meta.json                              locales, default locale, counts, seed, sections
//   <out>/<locale>/docs/<section>/<slug>.md      front matter: title, description, sidebar_position
//   <out>/<locale>/blog/<yyyy-mm-dd>-<name>.md   front matter: title, authors, tags
//   <out>/openapi.json                           OpenAPI 3.0 document with `ops` operations
import fs from 'node:fs';
import path from 'node:path';
import { SECTIONS, docMarkdown, docSlugs, postMarkdown } from './documents.mjs';
import { openApiDocument } from './openapi.mjs';
import { picker, seededRandom } from './random.mjs';

/** The corpus: 10 locales x (100 docs + 7 posts) + 200 API operations. */
export const DEFAULT_CORPUS = {
  locales: ['zh-Hans', 'zh-Hant', 'ja', 'ko', 'en', 'pt', 'es', 'fr', 'de', 'ru'],
  docs: 100,
  posts: 7,
  ops: 200,
  seed: 1,
};

/**
 * Every file of a corpus as relative path and text; nothing is written.
 * @param {typeof DEFAULT_CORPUS} options the first locale is the default one
 * @returns {Map<string, string>}
 */
export function corpusFiles(options) {
  const files = new Map();
  const slugs = docSlugs(options.docs);
  options.locales.forEach((locale, localeIndex) => {
    // One stream per locale: adding a locale does not change the others' text.
    const pick = picker(seededRandom(options.seed * 7919 + localeIndex));
    slugs.forEach((slug, index) => files.set(`${locale}/docs/${slug.section}/${slug.slug}.md`, docMarkdown(pick, locale, slugs, index)));
    for (let index = 0; index < options.posts; index++) {
      const post = postMarkdown(pick, locale, index);
      files.set(`${locale}/blog/${post.name}.md`, post.text);
    }
  });
  files.set('openapi.json', `${JSON.stringify(openApiDocument(options.ops), null, 2)}\n`);
  const meta = { locales: options.locales, defaultLocale: options.locales[0], docsPerLocale: options.docs, posts: options.posts, ops: options.ops, seed: options.seed, sections: SECTIONS };
  files.set('meta.json', `${JSON.stringify(meta, null, 2)}\n`);
  return files;
}

/**
 * Writes a corpus into an empty or new folder.
 * @param {string} outDir
 * @param {typeof DEFAULT_CORPUS} options
 * @returns {number} files written
 */
export function writeCorpus(outDir, options) {
  if (fs.existsSync(outDir) && fs.readdirSync(outDir).length > 0) throw new Error(`${outDir} is not empty; give the corpus a new folder.`);
  const files = corpusFiles(options);
  for (const [relative, text] of files) {
    const file = path.join(outDir, relative);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  }
  return files.size;
}
