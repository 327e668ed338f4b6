// One search index thread: indexes the sections of each locale it is sent, one at a time, and
// answers with the locale's files as text. Nothing of a locale stays reachable after the answer;
// with `node --expose-gc` it is collected at once, so the next locale does not pile on top of it.
import { parentPort } from 'node:worker_threads';
import { indexLocaleFiles, type IndexReply, type IndexRequest } from './index-threads.js';

parentPort!.on('message', ({ locale, sections, options }: IndexRequest) => {
  indexLocaleFiles(sections, locale, options)
    .then(
      (files) => parentPort!.postMessage({ files } satisfies IndexReply),
      (error: unknown) => parentPort!.postMessage({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) } satisfies IndexReply),
    )
    .finally(() => (globalThis as { gc?: () => void }).gc?.());
});
