// One docs compile thread: compiles the files it is sent against the version's plan (every file's
// route is known to each thread) and sends the compiled docs back (with what each compile read, for
// the cache), or the first file's error.
import { parentPort, workerData } from 'node:worker_threads';
import { ContentError } from '../errors.js';
import { useSiteComponents } from '../markdown/site-components.js';
import { compilePlannedFile, routesById, type CompiledDoc, type DocSourcePlan, type SourceFile } from './sources.js';

/**
 * What the main thread hands each compile thread: the plan (with its raw HTML mode and iframe hosts),
 * its targets as entries, and whether to record what compiles read.
 */
export type CompileWorkerData = Omit<DocSourcePlan, 'targets'> & { targets: Array<[string, { locale: string; id: string; route: string }]>; record: boolean; mdxComponents?: string };

export type CompileRequest = { id: number; files: SourceFile[] };
/** A content error keeps its parts, so the main thread throws the same `ContentError`. */
export type CompileFailure = { path: string } & ({ content: Pick<ContentError, 'location' | 'problem' | 'fix'> } | { message: string });
/** Every file of the request compiled, or its failure: the main thread reports the first in file order. */
export type CompileReply = { id: number; compiled: CompiledDoc[]; failures: CompileFailure[] };

const data = workerData as CompileWorkerData;
const plan: DocSourcePlan = { ...data, targets: new Map(data.targets) };
const routeById = routesById(plan);
// The site's MDX components, loaded in this thread as in the main one, before the first compile.
const ready = useSiteComponents(data.mdxComponents);

parentPort!.on('message', async ({ id, files }: CompileRequest) => {
  await ready;
  const reply: CompileReply = { id, compiled: [], failures: [] };
  for (const file of files) {
    try {
      reply.compiled.push(compilePlannedFile(plan, file, routeById, data.record));
    } catch (error) {
      reply.failures.push(
        error instanceof ContentError
          ? { path: file.path, content: { location: error.location, problem: error.problem, fix: error.fix } }
          : { path: file.path, message: error instanceof Error ? (error.stack ?? error.message) : String(error) },
      );
    }
  }
  parentPort!.postMessage(reply);
});
