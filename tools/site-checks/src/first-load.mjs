// What a browser downloads for a prerendered page, in two stages. At once: the module scripts,
// module preloads and stylesheets the HTML names and every chunk those import statically (from the
// Vite manifest). Hydration: when the client hydrates later (the entry imports a hydration module
// dynamically, apps/site/src/hydrate.ts), that module's chunks and the page kind's component chunk; a client
// that hydrates at once loads the kind's chunk with the entry, so it counts at once. Other dynamic
// imports (search, other kinds) and `prefetch` links (fetched when the network is idle) are not counted.
import { scanTags } from './html-scan.mjs';

/**
 * The manifest key of a page kind's component: the site's own `src/kinds/<kind>.tsx`, else
 * @lumidoc/runtime's `kinds/<kind>` module (from the workspace's sources or the installed package).
 * @param {string} kind
 * @param {ViteManifest} manifest
 * @returns {string | undefined}
 */
export const DEFAULT_KIND_MODULE = (kind, manifest) => {
  const own = `src/kinds/${kind}.tsx`;
  if (manifest[own]) return own;
  const runtime = new RegExp(`(?:/runtime/src|@lumidoc/runtime/dist)/kinds/${kind.replace(/[^a-z0-9-]/g, '')}\\.[jt]sx?$`);
  return Object.keys(manifest).find((key) => runtime.test(key));
};

/** Id of the element carrying the runtime facts (apps/site/src/router.tsx). */
const RUNTIME_ELEMENT_ID = 'lumidoc-runtime';

/**
 * @typedef {Record<string, { file: string, css?: string[], imports?: string[], isEntry?: boolean, src?: string }>} ViteManifest
 */

/**
 * @typedef {object} FirstLoad
 * @property {string | undefined} kind the page kind named in the runtime element, if any
 * @property {string[]} js module script URLs loaded at once, entry first
 * @property {string[]} hydration module script URLs loaded when the page hydrates, beyond `js`
 * @property {string[]} css stylesheet URLs
 * @property {string[]} inlineScripts text of the inline scripts (theme bootstrap, hydration data)
 * @property {string[]} problems what could not be resolved (a missing kind chunk, an unknown script)
 */

/**
 * The runtime facts a page carries (`<script id="lumidoc-runtime">`), or undefined.
 * @param {ReturnType<typeof scanTags>} tags
 */
export function readRuntime(tags) {
  const element = tags.find((t) => t.name === 'script' && t.attrs.id === RUNTIME_ELEMENT_ID);
  if (!element?.text) return undefined;
  try {
    return JSON.parse(element.text);
  } catch {
    return undefined;
  }
}

/**
 * The JavaScript and CSS a page loads first.
 * @param {string} html the prerendered document
 * @param {ViteManifest} manifest the client build's `.vite/manifest.json`
 * @param {{ base?: string, kindModule?: (kind: string, manifest: ViteManifest) => string | undefined, hydrationModule?: string }} [options] `base`
 *   is the URL prefix of the assets (`/`); `kindModule` maps a kind to its manifest key;
 *   `hydrationModule` is the manifest key of the module a deferred-hydration entry imports
 *   (default: whatever the entry imports dynamically).
 * @returns {FirstLoad}
 */
export function firstLoadAssets(html, manifest, options = {}) {
  const base = options.base ?? '/';
  const kindModule = options.kindModule ?? DEFAULT_KIND_MODULE;
  const tags = scanTags(html);
  const keyByUrl = new Map(Object.entries(manifest).map(([key, chunk]) => [base + chunk.file, key]));
  const js = new Set();
  const css = new Set();
  const problems = [];
  const visited = new Set();

  const addChunk = (key, into = js) => {
    if (visited.has(key)) return;
    visited.add(key);
    const chunk = manifest[key];
    if (!chunk) {
      problems.push(`the manifest has no chunk "${key}"`);
      return;
    }
    into.add(base + chunk.file);
    for (const sheet of chunk.css ?? []) css.add(base + sheet);
    for (const imported of chunk.imports ?? []) addChunk(imported, into);
  };
  const addScript = (url) => {
    const key = keyByUrl.get(url);
    if (key) addChunk(key);
    else js.add(url);
  };

  const inlineScripts = [];
  for (const tag of tags) {
    if (tag.name === 'script' && tag.attrs.src !== undefined) {
      if (tag.attrs.type === 'module') addScript(tag.attrs.src);
      else js.add(tag.attrs.src);
    } else if (tag.name === 'script' && tag.text) {
      inlineScripts.push(tag.text);
    } else if (tag.name === 'link' && tag.attrs.href) {
      const rel = (tag.attrs.rel ?? '').toLowerCase().split(/\s+/);
      if (rel.includes('modulepreload')) addScript(tag.attrs.href);
      if (rel.includes('stylesheet')) css.add(tag.attrs.href);
    }
  }

  // Only an entry this page loads decides whether hydration is deferred.
  const entryImports = [...visited].filter((key) => manifest[key]?.isEntry).flatMap((key) => manifest[key].dynamicImports ?? []);
  const hydrationModules = options.hydrationModule ? entryImports.filter((key) => key === options.hydrationModule) : entryImports;
  const deferred = hydrationModules.length > 0;
  const hydration = new Set();
  for (const key of hydrationModules) addChunk(key, hydration);
  const kind = readRuntime(tags)?.kind;
  if (kind) {
    const key = kindModule(kind, manifest);
    if (key && manifest[key]) addChunk(key, deferred ? hydration : js);
    else problems.push(`page kind "${kind}" has no component chunk in the manifest (${key ?? `neither src/kinds/${kind}.tsx nor @lumidoc/runtime's kinds/${kind}`})`);
  }
  return { kind, js: [...js], hydration: [...hydration], css: [...css], inlineScripts, problems };
}
