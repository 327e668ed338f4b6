// One search index thread: indexes the sections of one locale it is started with, answers with the
// locale's files as text and ends, so its heap goes with it.
import { parentPort, workerData } from 'node:worker_threads';
import { indexLocaleFiles, type IndexReply, type IndexRequest } from './index-threads.js';

const { locale, sections, options } = workerData as IndexRequest;
indexLocaleFiles(sections, locale, options).then(
  (files) => parentPort!.postMessage({ files } satisfies IndexReply),
  (error: unknown) => parentPort!.postMessage({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) } satisfies IndexReply),
);
