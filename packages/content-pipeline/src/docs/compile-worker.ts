// One docs compile thread: for each request, takes the next group of files (a counter shared by
// every thread) until none is left, compiles each against the version's plan (every file's route
// is known to each thread) and sends the compiled docs back (with what each compile read, for the
// cache) or each file's error. A thread started before its files are known warms up meanwhile.
import { parentPort, workerData } from 'node:worker_threads';
import { ContentError } from '../errors.js';
import { warmUpMarkdownCompiler } from '../markdown/compile.js';
import { useSiteComponents } from '../markdown/site-components.js';
import { compilePlannedFile, routesById, type DocSource, type DocSourcePlan, type SourceFile } from './sources.js';

/**
 * What the main thread hands each compile thread: the plan (with its raw HTML mode and iframe hosts),
 * its targets as entries, and whether to record what compiles read.
 */
export type CompileWorkerData = Omit<DocSourcePlan, 'targets'> & { targets: Array<[string, { locale: string; id: string; route: string }]>; record: boolean; mdxComponents?: string };

/** A version's plan, every group of its files, and the index of the next group to take (shared; `Atomics.add` claims one). */
export type CompileRequest = { setup: CompileWorkerData; groups: SourceFile[][]; claimed: Int32Array };
/** What a compile thread is started with: `warmUp` loads the compiler at once (a thread started before its files are known). */
export type CompileThreadData = { warmUp: boolean };
/** A content error keeps its parts, so the main thread throws the same `ContentError`. */
export type CompileFailure = { path: string } & ({ content: Pick<ContentError, 'location' | 'problem' | 'fix'> } | { message: string });
/**
 * A compiled doc as a thread sends it: its file without the text, which the main thread holds
 * already, and the compile with what it read as JSON (a `CompileCacheEntry`): the main thread parses
 * it faster than a structured clone of the tree arrives, and keeps the same text in its cache.
 */
export type SentDoc = { source: Omit<DocSource, 'file' | 'compiled'> & { file: Omit<SourceFile, 'text'> }; entry: string };
/** Every file of a group compiled, or its failure (the main thread reports them in file order); then `finished`. */
export type CompileReply = { compiled: SentDoc[]; failures: CompileFailure[] } | { finished: true };

if ((workerData as CompileThreadData).warmUp) warmUpMarkdownCompiler();

parentPort!.on('message', async ({ setup, groups, claimed }: CompileRequest) => {
  const plan: DocSourcePlan = { ...setup, targets: new Map(setup.targets) };
  const routeById = routesById(plan);
  // The site's MDX components, loaded in this thread as in the main one, before the first compile.
  await useSiteComponents(setup.mdxComponents);
  for (let id = Atomics.add(claimed, 0, 1); id < groups.length; id = Atomics.add(claimed, 0, 1)) {
    const reply: CompileReply = { compiled: [], failures: [] };
    for (const file of groups[id]!) {
      try {
        const { source, read } = compilePlannedFile(plan, file, routeById, setup.record);
        const { compiled, ...described } = source;
        reply.compiled.push({ source: { ...described, file: { path: file.path, displayPath: file.displayPath } }, entry: JSON.stringify({ compiled, ...read }) });
      } catch (error) {
        reply.failures.push(
          error instanceof ContentError
            ? { path: file.path, content: { location: error.location, problem: error.problem, fix: error.fix } }
            : { path: file.path, message: error instanceof Error ? (error.stack ?? error.message) : String(error) },
        );
      }
    }
    parentPort!.postMessage(reply);
  }
  parentPort!.postMessage({ finished: true } satisfies CompileReply);
});
