import fs from 'node:fs/promises';
import path from 'node:path';
import { ContentError } from '@lumidoc/content-pipeline';
import { lineOfRef } from '../spec-errors.js';
import { parseDescription } from './parse.js';

/** Where `$ref`s may point besides the description's own file. */
export interface RefPolicy {
  /** Folder every referenced file must be inside: the description's folder. */
  rootDir: string;
  /** Hosts (`schemas.example.com`) whose `https:` documents may be fetched. None by default. */
  allowedHosts?: readonly string[];
  /** Fetches a remote document; defaults to the global `fetch`. */
  fetchText?: (url: string) => Promise<string>;
}

/** A document taking part in the description: the main file or one a `$ref` names. */
interface SourceDoc {
  /** Absolute path or URL. */
  id: string;
  /** Shown in messages: relative to the root folder, or the URL. */
  display: string;
  text: string;
  root: unknown;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const escapeToken = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');
const unescapeToken = (token: string) => decodeURIComponent(token).replace(/~1/g, '/').replace(/~0/g, '~');
/** Keys a `$ref` may sit beside in a schema and still be only a described or nullable reference. */
const SCHEMA_SIBLINGS = new Set(['description', 'nullable', 'default', 'title', 'deprecated', 'readOnly', 'writeOnly', 'example', 'summary']);

/**
 * Replaces every `$ref` of a parsed description by the object it points to, in place. Each target is
 * resolved once, so a schema used a thousand times is one shared object and cycles stay cycles: the
 * work is linear in the size of the files. A `$ref` may name a part of the same file, a file inside
 * the description's folder, or an `https:` document on a host the options allow; anything else
 * (an absolute path, a `../` that leaves the folder, another scheme, another host) is refused.
 */
export async function dereference(mainFile: string, text: string, root: unknown, displayPath: string, policy: RefPolicy): Promise<{ api: unknown; documents: string[]; texts: string[] }> {
  const docs = new Map<string, SourceDoc>();
  const main: SourceDoc = { id: path.resolve(mainFile), display: displayPath, text, root };
  docs.set(main.id, main);
  /** Target object -> the document it belongs to, to resolve the `$ref`s inside it. */
  const owner = new Map<object, SourceDoc>();
  const visited = new Set<object>();
  const rootDir = path.resolve(policy.rootDir);

  const fail = (doc: SourceDoc, at: string, ref: string, problem: string, fix: string): never => {
    const line = lineOfRef(doc.text, ref);
    throw new ContentError({ file: doc === main ? displayPath : doc.display, ...(line ? { line } : {}) }, `the $ref "${ref}" at ${at} ${problem}`, fix);
  };

  async function load(from: SourceDoc, at: string, ref: string, location: string): Promise<SourceDoc> {
    let id: string;
    let display: string;
    if (/^[a-z][a-z0-9+.-]*:/i.test(location) && !/^[a-z]:[\\/]/i.test(location)) {
      let url: URL;
      try {
        url = new URL(location);
      } catch {
        return fail(from, at, ref, 'is not a valid URL', 'correct the $ref');
      }
      if (url.protocol !== 'https:' || !(policy.allowedHosts ?? []).includes(url.hostname)) {
        return fail(from, at, ref, `names ${url.protocol === 'https:' ? `the host ${url.hostname}, which is not allowed` : `a ${url.protocol} URL, which is never read`}`, url.protocol === 'https:' ? `copy the document next to the description, or add "${url.hostname}" to the plugin's allowedRefHosts` : 'copy the document next to the description and $ref it by a relative path');
      }
      url.hash = '';
      id = url.href;
      display = id;
    } else {
      if (path.isAbsolute(location) || location.startsWith('\\')) {
        return fail(from, at, ref, 'is an absolute path; only files inside the description\'s folder are read', 'copy the file next to the description and $ref it by a relative path such as ./schemas/user.yaml');
      }
      const base = /^https?:/.test(from.id) ? undefined : path.dirname(from.id);
      if (!base) return fail(from, at, ref, 'is a relative path inside a remote document', 'use an absolute URL on an allowed host');
      id = path.resolve(base, decodeURIComponent(location));
      const relative = path.relative(rootDir, id);
      if (relative.startsWith('..') || path.isAbsolute(relative)) {
        return fail(from, at, ref, `leaves the description's folder (it resolves to ${relative.split(path.sep).join('/')})`, 'keep referenced files inside the description\'s folder');
      }
      display = path.join(path.dirname(displayPath), relative).split(path.sep).join('/');
    }
    const known = docs.get(id);
    if (known) return known;
    let content: string;
    try {
      content = /^https:/.test(id) ? await (policy.fetchText ?? defaultFetch)(id) : await fs.readFile(id, 'utf8');
    } catch (error) {
      return fail(from, at, ref, `names a document that cannot be read (${(error as Error).message.split('\n')[0]})`, 'check the path of the referenced file');
    }
    const doc: SourceDoc = { id, display, text: content, root: parseDescription(content, display) };
    docs.set(id, doc);
    return doc;
  }

  /** The value a `$ref` names, following `$ref`s to `$ref`s. */
  async function target(from: SourceDoc, at: string, ref: string, seen = new Set<string>()): Promise<{ value: unknown; doc: SourceDoc; pointer: string }> {
    const hashAt = ref.indexOf('#');
    const location = hashAt === -1 ? ref : ref.slice(0, hashAt);
    const fragment = hashAt === -1 ? '' : ref.slice(hashAt + 1);
    const doc = location ? await load(from, at, ref, location) : from;
    if (fragment && !fragment.startsWith('/')) return fail(from, at, ref, 'has a fragment that is not a JSON pointer', 'write the fragment as a JSON pointer such as #/components/schemas/User');
    let value: unknown = doc.root;
    let found = '#';
    for (const token of fragment.split('/').slice(1).map(unescapeToken)) {
      if (!isObject(value) || !(token in value)) {
        throw new ContentError(
          { file: from === main ? displayPath : from.display, ...(lineOfRef(from.text, ref) ? { line: lineOfRef(from.text, ref)! } : {}) },
          `the OpenAPI description is invalid at ${at}: its $ref "${ref}" points to nothing (${found} has no "${token}")`,
          `define ${ref} or correct the $ref`,
        );
      }
      value = (value as Record<string, unknown>)[token];
      found += `/${escapeToken(token)}`;
    }
    const key = `${doc.id}#${fragment}`;
    if (isObject(value) && typeof value['$ref'] === 'string') {
      if (seen.has(key)) return fail(from, at, ref, 'is part of a loop of $refs that never reaches a value', 'point one of the $refs at a real object');
      seen.add(key);
      return target(doc, found, value['$ref'], seen);
    }
    return { value, doc, pointer: fragment };
  }

  async function walk(node: unknown, doc: SourceDoc, at: string): Promise<void> {
    if (!isObject(node) || visited.has(node)) return;
    visited.add(node);
    owner.set(node, doc);
    const entries = Array.isArray(node) ? node.map((v, i) => [String(i), v] as const) : Object.entries(node);
    for (const [key, value] of entries) {
      const here = `${at}/${escapeToken(key)}`;
      if (isObject(value) && typeof value['$ref'] === 'string' && !(at.endsWith('/properties') && key === '$ref')) {
        const { value: resolved, doc: targetDoc, pointer } = await target(doc, here, value['$ref']);
        const siblings = Object.keys(value).filter((k) => k !== '$ref');
        let replacement = resolved;
        if (siblings.length && isObject(resolved)) {
          const kept = Object.fromEntries(siblings.filter((k) => SCHEMA_SIBLINGS.has(k)).map((k) => [k, value[k]]));
          // A schema keeps its identity (and name) inside a wrapper; anything else takes the overrides.
          replacement = /\/schemas\/[^/]+$|^\/definitions\//.test(pointer) ? { allOf: [resolved], ...kept } : { ...resolved, ...kept };
        }
        (node as Record<string, unknown>)[key] = replacement;
        if (replacement !== resolved) owner.set(replacement as object, targetDoc);
        await walk(resolved, owner.get(resolved as object) ?? targetDoc, targetDoc === doc ? `#${pointer}` : `${targetDoc.display}#${pointer}`);
        continue;
      }
      await walk(value, doc, here);
    }
  }

  await walk(root, main, '#');
  return { api: root, documents: [...docs.values()].filter((d) => d !== main).map((d) => d.display), texts: [...docs.values()].map((d) => `${d.display}\n${d.text}`) };
}

async function defaultFetch(url: string): Promise<string> {
  const response = await fetch(url, { redirect: 'error' });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.text();
}
