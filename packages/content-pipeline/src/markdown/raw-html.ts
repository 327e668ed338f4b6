import { randomBytes } from 'node:crypto';
import type { Element, ElementContent, Properties, Root, RootContent } from 'hast';
import type * as HastUtilRaw from 'hast-util-raw';
import type * as HastUtilSanitize from 'hast-util-sanitize';
import type { Schema } from 'hast-util-sanitize';
import type { ContentWarning, SourceLocation } from '../errors.js';
import { RESERVED_HEADING_IDS } from './headings.js';
import { imageProperties, resolveImage } from './images.js';
import { resolveLinkUrl, ROUTE_PROPERTY, type ImageRef, type LinkRef, type RefContext } from './links.js';
import { VFile } from 'vfile';
import { walk } from './walk.js';
import { lazyModule } from './lazy-module.js';

const hastUtilRaw = lazyModule<typeof HastUtilRaw>('hast-util-raw');
const hastUtilSanitize = lazyModule<typeof HastUtilSanitize>('hast-util-sanitize');

/** What compiling does with HTML written in Markdown: parse and sanitize it, or stop with an error. */
export type RawHtmlMode = 'sanitize' | 'refuse';

/** What raw HTML needs from the compile: where its links and images lead (`RefContext`), and more. */
export interface RawHtmlOptions extends RefContext {
  /** The text the tree was parsed from (front matter blanked), for source positions. */
  source: string;
  /** Hosts an `<iframe>` may load from (over https); none by default. */
  iframeHosts: readonly string[];
}

/** What the HTML of one tree added to the page: links and images to check, ids to link to, what was removed. */
export interface RawHtmlFindings {
  links: LinkRef[];
  images: ImageRef[];
  anchors: string[];
  warnings: ContentWarning[];
}

/** Attributes every allowed element may keep (hast property names). */
const GLOBAL_ATTRIBUTES = ['id', 'className', 'title', 'lang', 'dir', 'align', 'translate', 'ariaLabel', 'ariaLabelledBy', 'ariaDescribedBy', 'ariaHidden', 'role'];
const SIZE = ['width', 'height'];
const TABLE_CELL = ['colSpan', 'rowSpan', 'headers', 'scope', 'abbr', 'vAlign', ...SIZE];

/**
 * The allowlist: elements (with the attributes each may carry besides the global ones) that cannot
 * run script, submit anything or load another document, except `iframe`, which is further limited
 * to the site's `iframeHosts`.
 */
const ELEMENTS: Record<string, readonly (string | [string, ...string[]])[]> = {
  // Text and layout.
  p: [], div: [], span: [], br: [], wbr: [], hr: SIZE, section: [], article: [], aside: [], header: [], footer: [],
  blockquote: ['cite'], pre: [], code: [], kbd: [], samp: [], var: [], sup: [], sub: [], mark: [], abbr: [],
  small: [], strong: [], b: [], em: [], i: [], u: [], s: [], del: ['cite', 'dateTime'], ins: ['cite', 'dateTime'],
  q: ['cite'], cite: [], dfn: [], time: ['dateTime'], bdi: [], bdo: [], ruby: [], rt: [], rp: [], address: [],
  center: [],
  h1: [], h2: [], h3: [], h4: [], h5: [], h6: [],
  // Lists.
  ul: [], ol: ['start', 'reversed', 'type'], li: ['value'], dl: [], dt: [], dd: [],
  // Disclosure.
  details: ['open'], summary: [],
  // Tables.
  table: ['border', 'summary', ...SIZE], caption: [], colgroup: ['span', 'width'], col: ['span', 'width'],
  thead: [], tbody: [], tfoot: [], tr: [], th: TABLE_CELL, td: TABLE_CELL,
  // Links and media.
  a: ['href', 'rel', 'hrefLang', ['target', '_blank', '_self']],
  img: ['src', 'alt', 'loading', 'decoding', ...SIZE],
  picture: [],
  figure: [], figcaption: [],
  video: ['src', 'poster', 'controls', 'loop', 'muted', 'autoPlay', 'playsInline', 'preload', ...SIZE],
  audio: ['src', 'controls', 'loop', 'muted', 'preload'],
  source: ['src', 'type', 'media'],
  track: ['src', 'kind', 'srcLang', 'label', 'default'],
  iframe: ['src', 'title', 'allow', 'allowFullScreen', 'frameBorder', ...SIZE],
};

/**
 * Elements removed with everything inside them: they run script, style the whole page, embed
 * plugins or other documents, or collect input. Any other element outside the allowlist is
 * unwrapped: its tag goes, its content stays.
 */
const REMOVED_WITH_CONTENT = new Set([
  'script', 'style', 'noscript', 'template', 'object', 'embed', 'applet', 'frame', 'frameset', 'portal',
  'form', 'input', 'button', 'select', 'option', 'optgroup', 'textarea', 'datalist', 'output', 'meter', 'progress',
  'svg', 'math', 'canvas', 'title', 'meta', 'link', 'base', 'head',
]);

/** URL schemes raw HTML may use, by attribute; a relative URL is always allowed. */
const PROTOCOLS = { href: ['http', 'https', 'mailto', 'tel'], src: ['https'], poster: ['https'], cite: ['http', 'https'] };

/** The schema hast-util-sanitize applies to each element's attributes. */
const SCHEMA: Schema = {
  tagNames: Object.keys(ELEMENTS),
  attributes: { ...ELEMENTS, '*': GLOBAL_ATTRIBUTES },
  protocols: PROTOCOLS,
  // Ids stay as written: links and the table of contents name them. Reserved ids are refused below.
  clobber: [],
  clobberPrefix: '',
  ancestors: {},
  required: {},
  strip: [],
  allowComments: false,
  allowDoctypes: false,
};

/** Features an embedded player may use (`allow="…"`); anything else (camera, microphone, geolocation …) is dropped. */
const IFRAME_FEATURES = new Set(['autoplay', 'encrypted-media', 'fullscreen', 'picture-in-picture', 'clipboard-write', 'web-share', 'accelerometer', 'gyroscope']);
/** What an allowed iframe may do: run its own player, in its own origin, and open links in new tabs. */
const IFRAME_SANDBOX = ['allow-scripts', 'allow-same-origin', 'allow-popups', 'allow-popups-to-escape-sandbox', 'allow-presentation'];

/**
 * Marks elements made from Markdown while raw HTML is parsed: an attribute name no content can
 * guess, so an element without it came from raw HTML and goes through the allowlist.
 */
const TRUSTED = `dataLdMd${randomBytes(12).toString('hex')}`;

const isRaw = (node: { type: string }): node is { type: 'raw'; value: string } => node.type === 'raw';
const isComment = (value: string) => /^<!--[\s\S]*-->$/.test(value.trim());

/** `className` -> `class`, `onClick` -> `onclick`, `dataFoo` -> `data-foo`: the attribute as written. */
function attributeName(property: string): string {
  if (property === 'className') return 'class';
  if (property === 'htmlFor') return 'for';
  if (/^(?:data|aria)[A-Z]/.test(property)) return property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
  return property.toLowerCase();
}

/** Removes raw nodes that hold only an HTML comment (the compile accepts those, and they show nothing). */
function dropComments(tree: Root): void {
  walk(tree, (node) => {
    const parent = node as Partial<Element>;
    if (parent.children) parent.children = parent.children.filter((child) => !isRaw(child));
  });
}

/**
 * Parses the raw HTML of a compiled tree (from remark-rehype with `allowDangerousHtml`) into
 * elements, keeps what the allowlist allows and reports the rest as warnings. Links and images
 * in the HTML are resolved and recorded like Markdown's, ids recorded as anchors. Elements made
 * from Markdown are left as they are (their children are still checked). Returns the new tree.
 */
export function expandRawHtml(tree: Root, options: RawHtmlOptions, found: RawHtmlFindings): Root {
  let hasHtml = false;
  let hasAny = false;
  walk(tree, (node) => {
    if (isRaw(node)) {
      hasAny = true;
      if (!isComment(node.value)) hasHtml = true;
    }
  });
  if (!hasAny) return tree;
  if (!hasHtml) {
    dropComments(tree);
    return tree;
  }
  walk(tree, (node) => {
    if (node.type === 'element') (node as Element).properties[TRUSTED] = true;
  });
  // The file's text gives the parsed elements their lines and columns.
  const parsed = hastUtilRaw().raw(tree, { file: new VFile(options.source) }) as Root;
  cleanChildren(parsed, options, found);
  return parsed;
}

function cleanChildren(parent: Root | Element, options: RawHtmlOptions, found: RawHtmlFindings): void {
  const kept: (RootContent & ElementContent)[] = [];
  for (const child of parent.children as (RootContent & ElementContent)[]) {
    if (child.type === 'text') {
      kept.push(child);
      continue;
    }
    // Comments and doctypes show nothing; Markdown's own HTML comments are accepted silently.
    if (child.type !== 'element') continue;
    if (Object.hasOwn(child.properties, TRUSTED)) {
      delete child.properties[TRUSTED];
      cleanChildren(child, options, found);
      kept.push(child);
      continue;
    }
    const result = cleanElement(child, options, found);
    if (result === 'remove') continue;
    cleanChildren(child, options, found);
    if (result === 'unwrap') kept.push(...(child.children as (RootContent & ElementContent)[]));
    else kept.push(child);
  }
  parent.children = kept;
}

function warn(found: RawHtmlFindings, element: Element, options: RawHtmlOptions, problem: string, fix: string): void {
  const start = element.position?.start;
  const location: SourceLocation = { file: options.file, ...(start ? { line: start.line, column: start.column } : {}) };
  found.warnings.push({ location, problem, fix });
}

/** Applies the allowlist to one element from raw HTML (its attributes in place); says what to do with it. */
function cleanElement(element: Element, options: RawHtmlOptions, found: RawHtmlFindings): 'keep' | 'unwrap' | 'remove' {
  const tag = element.tagName;
  if (REMOVED_WITH_CONTENT.has(tag)) {
    warn(found, element, options, `raw HTML: removed <${tag}> and its content (not allowed in content)`, 'remove the element; content cannot run scripts, add styles, embed objects or hold form controls');
    return 'remove';
  }
  if (!Object.hasOwn(ELEMENTS, tag)) {
    warn(found, element, options, `raw HTML: removed the <${tag}> tag (its content is kept)`, 'write it in Markdown or with an allowed element (see "Raw HTML" in the content-pipeline README)');
    return 'unwrap';
  }
  const clean = hastUtilSanitize().sanitize({ type: 'element', tagName: tag, properties: element.properties, children: [] }, SCHEMA);
  const properties: Properties = clean.type === 'element' ? clean.properties : {};
  const removed = Object.keys(element.properties).filter((key) => !Object.hasOwn(properties, key));
  if (typeof properties['id'] === 'string' && RESERVED_HEADING_IDS.includes(properties['id'])) {
    delete properties['id'];
    removed.push('id');
  }
  if (removed.length) {
    const names = removed.map((key) => `${attributeName(key)}${key === 'id' || /^(?:href|src|poster|cite)$/.test(key) ? `="${String(element.properties[key])}"` : ''}`);
    warn(
      found,
      element,
      options,
      `raw HTML: removed ${names.length === 1 ? 'attribute' : 'attributes'} ${names.join(', ')} from <${tag}>`,
      'content may not carry event handlers, styles, data-* attributes or javascript:/data: URLs; remote media and embeds need https',
    );
  }
  element.properties = properties;
  if (tag === 'iframe' && !allowIframe(element, options, found)) return 'remove';
  const where: SourceLocation = { file: options.file, line: element.position?.start.line, column: element.position?.start.column };
  if (typeof properties['id'] === 'string' && properties['id']) found.anchors.push(properties['id']);
  if (tag === 'a' && typeof properties['href'] === 'string') {
    const resolved = resolveLinkUrl(properties['href'], where, options);
    if (resolved) {
      if (resolved.ref) found.links.push(resolved.ref);
      if (resolved.file) found.images.push(resolved.file);
      properties['href'] = resolved.url;
      if (resolved.localize && resolved.ref) properties[ROUTE_PROPERTY] = resolved.ref.route;
    }
  }
  if (tag === 'img' && typeof properties['src'] === 'string') {
    const image = resolveImage(properties['src'], where, options);
    if (image.ref) found.images.push(image.ref);
    element.properties = imageProperties({ ...properties, src: image.src }, image.size) as Properties;
  }
  return 'keep';
}

/** An iframe stays only when it loads an https page of an allowed host; it is then sandboxed and lazy. */
function allowIframe(element: Element, options: RawHtmlOptions, found: RawHtmlFindings): boolean {
  const src = element.properties['src'];
  let host: string | undefined;
  try {
    const url = typeof src === 'string' ? new URL(src) : undefined;
    if (url?.protocol === 'https:' && !url.username && !url.password) host = url.hostname;
  } catch {
    host = undefined;
  }
  if (!host || !options.iframeHosts.includes(host)) {
    const allowed = options.iframeHosts.length ? `the site allows ${options.iframeHosts.join(', ')}` : 'the site allows no iframe host';
    warn(
      found,
      element,
      options,
      `raw HTML: removed <iframe${typeof src === 'string' ? ` src="${src}"` : ''}>: ${host ? `${host} is not an allowed host` : 'it needs an https: src'} (${allowed})`,
      `add the host to the build's iframeHosts option (and the Content-Security-Policy's frame-src), or link to the page instead`,
    );
    return false;
  }
  const allow = typeof element.properties['allow'] === 'string' ? element.properties['allow'].split(';').map((feature) => feature.trim()).filter((feature) => IFRAME_FEATURES.has(feature)) : [];
  delete element.properties['allow'];
  element.properties = {
    ...element.properties,
    ...(allow.length ? { allow: allow.join('; ') } : {}),
    sandbox: IFRAME_SANDBOX,
    loading: 'lazy',
    referrerPolicy: 'strict-origin-when-cross-origin',
  };
  return true;
}

/** Marks an element as made by the compile (from Markdown or a theme component): the allowlist leaves it alone. */
export function markTrusted(element: Element): Element {
  element.properties[TRUSTED] = true;
  return element;
}

/** The property `markTrusted` sets, for a compile step that must carry the mark through (MDX's JSX). */
export const TRUSTED_PROPERTY = TRUSTED;

/**
 * Applies the allowlist to every element of `tree` not marked by `markTrusted` (elements written
 * in MDX as JSX), as to raw HTML: links, images and ids recorded, removals reported. The marks go.
 */
export function sanitizeUntrusted(tree: Root, options: RawHtmlOptions, found: RawHtmlFindings): Root {
  cleanChildren(tree, options, found);
  return tree;
}
