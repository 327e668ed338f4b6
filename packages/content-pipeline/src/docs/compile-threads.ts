import fs from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { ContentError, formatWarning, gatherContentErrors, throwIfAny } from '../errors.js';
import { activeSiteComponentsModule } from '../markdown/site-components.js';
import { compileCacheKey, stillValid, type CompileCache, type CompileCacheEntry } from './compile-cache.js';
import { renderDiagrams } from '../markdown/mermaid-render.js';
import type { RawHtmlMode } from '../markdown/raw-html.js';
import type { CompileFailure, CompileReply, CompileRequest, CompileThreadData, CompileWorkerData } from './compile-worker.js';
import { compilePlannedFile, compileSettings, docSourceOf, planDocSources, planLinkResolver, routesById, type CompiledDoc, type DocSource, type DocSourcePlan, type SourceFile } from './sources.js';

// Built next to this module; run from TypeScript sources (a test runner), there is none: one thread.
const WORKER = new URL('./compile-worker.js', import.meta.url);

/** Below this many files, threads cost more to start than they save. */
const THREADED_FROM = 120;

/**
 * Parsing Markdown makes many short-lived objects: with a young generation of 192 MB (semi-spaces
 * of 64 MB, as the site's build gives its main thread) a thread compiles about a fifth faster than
 * with 48 MB, which collected and promoted far more often.
 */
const YOUNG_GENERATION = { maxYoungGenerationSizeMb: 192 };

/** Compile threads started before the files are known (`startCompileThreads`), for the next compile to take. */
export interface StartedCompileThreads {
  /** Up to `count` of the started threads, no longer the set's to stop. */
  take(count: number): Worker[];
  /** Stops the threads no compile took. */
  close(): Promise<void>;
}

/**
 * Starts `count` compile threads that load and warm up the Markdown compiler (about a second each)
 * while the caller is still reading the files, for a build that will compile `files` docs (no
 * compile cache yet); none when they are too few for threads. Close the set once the docs are
 * compiled, whether or not a compile took them.
 */
export function startCompileThreads(files: number, count = os.availableParallelism()): StartedCompileThreads {
  let waiting = threadsPayOff(files, count) ? Array.from({ length: count }, () => newCompileThread(true)) : [];
  // A thread that fails while it waits is never handed out: a compile starts a new one in its place.
  for (const worker of waiting) {
    const drop = () => void (waiting = waiting.filter((other) => other !== worker));
    worker.once('error', drop).once('exit', drop);
  }
  return {
    take: (wanted) => waiting.splice(0, wanted),
    close: async () => {
      const stopping = waiting;
      waiting = [];
      await Promise.all(stopping.map((worker) => worker.terminate()));
    },
  };
}

/** Whether compiling `files` files on `threads` threads costs less than in this thread (and the thread's module is built). */
function threadsPayOff(files: number, threads: number): boolean {
  return threads >= 2 && files >= THREADED_FROM && fs.existsSync(fileURLToPath(WORKER));
}

function newCompileThread(warmUp: boolean): Worker {
  return new Worker(WORKER, { workerData: { warmUp } satisfies CompileThreadData, resourceLimits: YOUNG_GENERATION });
}

/** How a docs version is compiled: footnote headings per locale, where it is served, on how many threads, through which cache. */
export interface DocCompileOptions {
  footnoteLabels?: Readonly<Record<string, string>> | undefined;
  /** Raw HTML: `'sanitize'` (default) or `'refuse'`, as `CompileOptions.rawHtml`. Part of each file's cache key. */
  rawHtml?: RawHtmlMode | undefined;
  /** Hosts an `<iframe>` in raw HTML may load from. Part of each file's cache key. */
  iframeHosts?: readonly string[] | undefined;
  /** Where the version is served (`/docs`, `/docs/next`). Default `/docs`. */
  routeBase?: string;
  /** Default: every core. */
  threads?: number;
  cache?: CompileCache | undefined;
  /** Chromium that renders mermaid diagrams. Default: `LUMIDOC_CHROMIUM`, else `/usr/bin/chromium`. */
  chromium?: string | undefined;
  /** Only these locales' files are compiled (and returned); the others are still planned, for links into them. Default: every locale. */
  onlyLocales?: readonly string[] | undefined;
  /** Where each file's warnings (an unknown front matter key) go, one formatted line each. Default `console.warn`. */
  warn?: ((line: string) => void) | undefined;
  /** Called when compile threads have started: the calling thread is free until they finish. Not called when the files compile in this thread. */
  onThreadsStarted?: (() => void) | undefined;
  /** Threads started ahead (`startCompileThreads`): taken before new ones are started. */
  startedThreads?: StartedCompileThreads | undefined;
}

/**
 * `compileDocSources` on every core, and through `cache` when given: the same result, in the same
 * order, and the same error (the first failing file's, in the order given) as compiling in this
 * thread without a cache. A file whose text, settings, linked routes and images are what an entry
 * was made from is not compiled again. The files of one doc in every locale go to the same thread
 * together, so a code block shared by the translations is highlighted once. Mermaid diagrams are
 * rendered afterwards, in the main thread (see `renderDiagrams`).
 */
export async function compileDocSourcesInThreads(
  docsDir: string,
  files: readonly SourceFile[],
  localeCodes: readonly string[],
  { footnoteLabels = {}, routeBase = '/docs', threads = os.availableParallelism(), cache, warn = console.warn, rawHtml, iframeHosts, chromium, onlyLocales, onThreadsStarted, startedThreads }: DocCompileOptions = {},
): Promise<DocSource[]> {
  const plan = planDocSources(docsDir, files, localeCodes, footnoteLabels, routeBase, { rawHtml, iframeHosts });
  const routeById = routesById(plan);
  const planned = files.filter((file) => plan.targets.has(file.path) && (!onlyLocales || onlyLocales.includes(plan.targets.get(file.path)!.locale)));
  const keyOf = (file: SourceFile) => compileCacheKey(compileSettings(plan, file), file.text);
  const cached = cache ? readValidEntries(plan, planned, cache, keyOf, planLinkResolver(plan, routeById)) : new Map<string, DocSource>();
  const missing = planned.filter((file) => !cached.has(file.path));
  const inThreads = threadsPayOff(missing.length, threads);
  // Each compiled file is kept in the cache: as a thread hands it over (this thread is idle while
  // they work), else once all are compiled.
  const keep = cache && (({ source, read }: CompiledDoc, json?: string) => cache.write(keyOf(source.file), { compiled: source.compiled, ...read! }, json));
  const compiled = inThreads
    ? await compileInThreads(plan, missing, threads, Boolean(cache), { onStarted: onThreadsStarted, started: startedThreads, onCompiled: keep })
    : compileEach(missing, (file) => compilePlannedFile(plan, file, routeById, Boolean(cache)));
  if (keep && !inThreads) for (const doc of compiled) keep(doc);
  const byPath = new Map(compiled.map((done) => [done.source.file.path, done.source]));
  const compiledSources = planned.map((file) => cached.get(file.path) ?? byPath.get(file.path)!);
  for (const source of compiledSources) for (const warning of source.compiled.warnings ?? []) warn(formatWarning(warning));
  // Compiles (cached or not) hold diagram placeholders; the diagrams of the whole version are drawn
  // here, in one browser session, each kept in the same cache by its source.
  const rendered = await renderDiagrams(
    compiledSources.map((source) => ({ file: source.file.displayPath, compiled: source.compiled })),
    { cache, chromium },
  );
  return compiledSources.map((source, index) => (rendered[index] === source.compiled ? source : { ...source, compiled: rendered[index]! }));
}

/** The planned files whose cache entry is there and still valid, as docs, by path. */
function readValidEntries(plan: DocSourcePlan, files: readonly SourceFile[], cache: CompileCache, keyOf: (file: SourceFile) => string, resolve: (linked: string) => string | undefined): Map<string, DocSource> {
  const valid = new Map<string, DocSource>();
  for (const file of files) {
    const entry = cache.read(keyOf(file));
    if (entry && stillValid(entry, resolve)) valid.set(file.path, docSourceOf(plan, file, entry.compiled));
  }
  return valid;
}

async function compileInThreads(
  plan: DocSourcePlan,
  files: SourceFile[],
  threads: number,
  record: boolean,
  { onStarted, started, onCompiled }: { onStarted?: (() => void) | undefined; started?: StartedCompileThreads | undefined; onCompiled?: ((done: CompiledDoc, json: string) => void) | undefined },
): Promise<CompiledDoc[]> {
  const order = new Map(files.map((file, index) => [file.path, index]));
  const filesByPath = new Map(files.map((file) => [file.path, file]));
  const groups = groupByDoc(files, (file) => plan.targets.get(file.path)!.id);
  const setup: CompileWorkerData = {
    docsDir: plan.docsDir,
    footnoteLabels: plan.footnoteLabels,
    ...(plan.rawHtml ? { rawHtml: plan.rawHtml } : {}),
    ...(plan.iframeHosts ? { iframeHosts: plan.iframeHosts } : {}),
    ...(activeSiteComponentsModule() ? { mdxComponents: activeSiteComponentsModule()!.file } : {}),
    targets: [...plan.targets],
    record,
  };
  // The threads take the next group themselves (a counter they share), so a main thread busy with
  // other work (a plugin's pages run beside the compile) never leaves one waiting for its next files.
  const claimed = new Int32Array(new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT));
  const count = Math.min(threads, groups.length);
  const taken = started?.take(count) ?? [];
  const workers = [...taken, ...Array.from({ length: count - taken.length }, () => newCompileThread(false))];
  const compiled: CompiledDoc[] = [];
  const failures: CompileFailure[] = [];
  try {
    const finished = Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve, reject) => {
            let done = false;
            worker.on('message', (reply: CompileReply) => {
              if ('finished' in reply) {
                done = true;
                return resolve();
              }
              // A thread sends no file's text back: each doc gets the file this thread read.
              for (const { source, entry } of reply.compiled) {
                const { compiled: tree, ...read } = JSON.parse(entry) as CompileCacheEntry;
                const doc: CompiledDoc = { source: { ...source, file: filesByPath.get(source.file.path)!, compiled: tree }, ...(record ? { read } : {}) };
                compiled.push(doc);
                onCompiled?.(doc, entry);
              }
              failures.push(...reply.failures);
            });
            worker.on('error', reject);
            worker.on('exit', (code) => done || reject(new Error(`A docs compile thread exited with code ${code}`)));
            worker.postMessage({ setup, groups, claimed } satisfies CompileRequest);
          }),
      ),
    );
    onStarted?.();
    await finished;
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
  // Every file's problem at once, in file order, so a writer fixes them all in one go.
  const errors = failures.sort((a, b) => order.get(a.path)! - order.get(b.path)!).map(toError);
  const internal = errors.find((error) => !(error instanceof ContentError));
  if (internal) throw internal;
  throwIfAny(errors as ContentError[]);
  return compiled;
}

/** Compiles the files one by one, reporting every file's content problem together (any other error at once). */
function compileEach(files: readonly SourceFile[], compile: (file: SourceFile) => CompiledDoc): CompiledDoc[] {
  const compiled: CompiledDoc[] = [];
  const errors: ContentError[] = [];
  for (const file of files) {
    try {
      compiled.push(compile(file));
    } catch (error) {
      gatherContentErrors(errors, error);
    }
  }
  throwIfAny(errors);
  return compiled;
}

function groupByDoc(files: readonly SourceFile[], idOf: (file: SourceFile) => string): SourceFile[][] {
  const groups = new Map<string, SourceFile[]>();
  for (const file of files) {
    const id = idOf(file);
    const group = groups.get(id);
    if (group) group.push(file);
    else groups.set(id, [file]);
  }
  return [...groups.values()];
}

function toError(failure: CompileFailure): Error {
  if ('content' in failure) return new ContentError(failure.content.location, failure.content.problem, failure.content.fix);
  return new Error(`Compiling docs failed: ${failure.message}`);
}
