import fs from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { ContentError } from '../errors.js';
import type { CompileFailure, CompileReply, CompileWorkerData } from './compile-worker.js';
import { compileDocSources, planDocSources, type DocSource, type SourceFile } from './sources.js';

// Built next to this module; run from TypeScript sources (a test runner), there is none: one thread.
const WORKER = new URL('./compile-worker.js', import.meta.url);

/** Below this many files, threads cost more to start than they save. */
const THREADED_FROM = 120;

/**
 * `compileDocSources` on every core: the same result, in the same order, and the same error (the
 * first failing file's, in the order given) as compiling in this thread. The files of one doc in
 * every locale go to the same thread together, so a code block shared by the translations is
 * highlighted once.
 */
export async function compileDocSourcesInThreads(
  docsDir: string,
  files: readonly SourceFile[],
  localeCodes: readonly string[],
  footnoteLabels: Readonly<Record<string, string>> = {},
  routeBase = '/docs',
  threads = os.availableParallelism(),
): Promise<DocSource[]> {
  if (threads < 2 || files.length < THREADED_FROM || !fs.existsSync(fileURLToPath(WORKER))) return compileDocSources(docsDir, files, localeCodes, footnoteLabels, routeBase);
  const plan = planDocSources(docsDir, files, localeCodes, footnoteLabels, routeBase);
  const planned = files.filter((file) => plan.targets.has(file.path));
  const order = new Map(planned.map((file, index) => [file.path, index]));
  const groups = groupByDoc(planned, (file) => plan.targets.get(file.path)!.id);
  const workerData: CompileWorkerData = { docsDir, footnoteLabels, targets: [...plan.targets] };
  const workers = Array.from({ length: Math.min(threads, groups.length) }, () => new Worker(WORKER, { workerData, resourceLimits: { maxYoungGenerationSizeMb: 48 } }));
  const compiled: DocSource[] = [];
  const failures: CompileFailure[] = [];
  let next = 0;
  try {
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve, reject) => {
            const send = () => {
              if (next >= groups.length) return resolve();
              const id = next++;
              worker.postMessage({ id, files: groups[id] });
            };
            worker.on('message', (reply: CompileReply) => {
              compiled.push(...reply.sources);
              failures.push(...reply.failures);
              send();
            });
            worker.on('error', reject);
            worker.on('exit', (code) => next < groups.length && reject(new Error(`A docs compile thread exited with code ${code}`)));
            send();
          }),
      ),
    );
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
  if (failures.length) throw toError(failures.sort((a, b) => order.get(a.path)! - order.get(b.path)!)[0]!);
  return compiled.sort((a, b) => order.get(a.file.path)! - order.get(b.file.path)!);
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
