// One search index thread: indexes the sections of one locale it is started with, answers with the
// locale's files as text and ends, so its heap goes with it.
import { parentPort, workerData } from 'node:worker_threads';
import { indexSections } from './build-index.js';
import { searchFilesOf, type IndexReply, type IndexRequest } from './index-threads.js';

const { locale, sections, options } = workerData as IndexRequest;
indexSections(sections, locale, options).then(
  (index) => parentPort!.postMessage({ files: searchFilesOf(locale, index) } satisfies IndexReply),
  (error: unknown) => parentPort!.postMessage({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) } satisfies IndexReply),
);
