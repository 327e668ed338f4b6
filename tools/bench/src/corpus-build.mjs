// Builds a generated corpus as a site: lays it out in the site's folders, seeds the output with the
// bundles, and runs the cold build in a worker process (shared by the bench and the scaling study).
import path from 'node:path';
import { DEFAULT_KIND_MODULE, readManifest } from '@lumidoc/site-checks';
import { seedOutDir } from './bundles.mjs';
import { corpusLocales, corpusToSite, readCorpusMeta } from './corpus/site-layout.mjs';
import { startBuildWorker } from './run-build.mjs';
import { flushWrites } from './set-aside.mjs';

/**
 * Lays a corpus out as a site and builds it cold in a worker process; the worker stays open for a
 * rebuild until `worker.close()`. `rewriteSite(siteDir)`, when given, changes the laid-out files first.
 * @param {object} options
 */
export async function buildCorpusSite({ name, corpusDir, workDir, bundles, siteAppDir, siteConfig, log, rewriteSite }) {
  const siteDir = path.join(workDir, name, 'site');
  const outDir = path.join(workDir, name, 'out');
  const locales = corpusLocales(siteConfig.locales, readCorpusMeta(corpusDir).locales);
  const layout = corpusToSite(corpusDir, siteDir, { sourceLocale: locales.sourceLocale ?? 'en' });
  // The same content in another form (the Docusaurus import comparison writes its docs as MDX).
  rewriteSite?.(siteDir);
  const unknown = layout.meta.locales.filter((locale) => !siteConfig.locales.locales.includes(locale));
  if (unknown.length > 0) throw new Error(`${corpusDir}: locales ${unknown.join(', ')} are not locales of the site (${siteConfig.locales.locales.join(', ')}); the site's server bundle renders only its own.`);
  seedOutDir(bundles, path.join(siteAppDir, 'public'), outDir);
  // Blog pages need the site's blog components; until it has them the posts are left out.
  const blogRenders = Boolean(DEFAULT_KIND_MODULE('blog-post', readManifest(outDir)));
  log(`${name}: ${layout.docs} docs, ${layout.posts} posts${layout.hasApi ? ', an OpenAPI file' : ''}; building`);
  flushWrites();
  const worker = startBuildWorker({ siteDir, outDir, serverEntry: bundles.serverEntry, locales, sidebars: layout.sidebars, hasApi: layout.hasApi, hasBlog: layout.hasBlog, blogRenders, editable: layout.editable });
  try {
    const cold = await worker.next();
    log(`${name}: ${cold.pages} pages in ${cold.wallMs} ms (${cold.plugins.join(', ')}); measuring`);
    return { layout, worker, cold, outDir, blogRenders };
  } catch (error) {
    worker.close();
    throw error;
  }
}
