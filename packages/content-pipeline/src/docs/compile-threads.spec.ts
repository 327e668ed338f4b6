// The compile threads run compiled code: this test uses the package's build output (the test
// target builds the package first).
import fs from 'node:fs';
import path from 'node:path';
import type { Worker } from 'node:worker_threads';
import { compileDocSourcesInThreads as fromDist, startCompileThreads as startFromDist } from '../../dist/docs/compile-threads.js';
import { ContentErrors } from '../../dist/errors.js';
import type { compileDocSourcesInThreads as FromSource, startCompileThreads as StartFromSource } from './compile-threads.js';
import { compileDocSources, type SourceFile } from './sources.js';

const compileInThreads = fromDist as typeof FromSource;
const startCompileThreads = startFromDist as typeof StartFromSource;
const docsDir = '/site/content/docs';
const LOCALES = ['en', 'ru'];

/** 80 docs in two locales: enough files for threads, each linking to the next and with a code block. */
function corpus(broken: Record<string, string> = {}): SourceFile[] {
  const files: SourceFile[] = [];
  for (const locale of LOCALES) {
    for (let i = 0; i < 80; i++) {
      const relative = `${locale}/part-${i % 4}/doc-${i}.md`;
      const text =
        broken[relative] ??
        `---\ntitle: Doc ${i} (${locale})\n---\n\n## Section ${i}\n\nSee [the next one](../part-${(i + 1) % 4}/doc-${(i + 1) % 80}.md).\n\n\`\`\`bash\necho ${i % 5}\n\`\`\`\n`;
      files.push({ path: path.posix.join(docsDir, relative), displayPath: `content/docs/${relative}`, text });
    }
  }
  return files;
}

// Threads load the Markdown toolchain as they start: slow on a busy machine, hence the long guard.
describe('compileDocSourcesInThreads', { timeout: 60_000 }, () => {
  it('gives what compiling in one thread gives, in the same order', async () => {
    const files = corpus();
    const threaded = await compileInThreads(docsDir, files, LOCALES, { threads: 2 });
    expect(threaded.map((s) => s.file.path)).toEqual(files.map((f) => f.path));
    expect(threaded).toEqual(compileDocSources(docsDir, files, LOCALES));
    expect(threaded[0]!.compiled.links[0]).toMatchObject({ route: '/docs/part-1/doc-1' });
  });

  it('says when the threads have started, before they finish, and not when the files compile in this thread', async () => {
    const events: string[] = [];
    const compiling = compileInThreads(docsDir, corpus(), LOCALES, { threads: 2, onThreadsStarted: () => events.push('started') }).then(() => events.push('finished'));
    // Told as the threads start, with their work still ahead (nothing is cached: nothing to read first).
    expect(events).toEqual(['started']);
    await compiling;
    expect(events).toEqual(['started', 'finished']);
    await compileInThreads(docsDir, corpus(), LOCALES, { threads: 1, onThreadsStarted: () => events.push('started again') });
    expect(events).toHaveLength(2);
  });

  it('compiles on threads started ahead, with the same result; close() stops those no compile took', async () => {
    const files = corpus();
    expect(startCompileThreads(100).take(2)).toEqual([]);
    const started = startCompileThreads(files.length, 3);
    const taken: Worker[] = [];
    const take = (count: number) => {
      const workers = started.take(count);
      taken.push(...workers);
      return workers;
    };
    const threaded = await compileInThreads(docsDir, files, LOCALES, { threads: 2, startedThreads: { take, close: () => started.close() } });
    expect(threaded).toEqual(compileDocSources(docsDir, files, LOCALES));
    expect(taken).toHaveLength(2);
    await started.close();
    expect(started.take(1)).toEqual([]);
  });

  it('fills a cache from the threads; a warm run gives the same docs and compiles nothing', async () => {
    const files = corpus();
    const entries = new Map<string, string>();
    let writes = 0;
    const cache = { read: (key: string) => (entries.has(key) ? JSON.parse(entries.get(key)!) : undefined), write: (key: string, entry: unknown) => void (writes++, entries.set(key, JSON.stringify(entry))) };
    const cold = await compileInThreads(docsDir, files, LOCALES, { threads: 2, cache });
    expect(writes).toBe(files.length);
    expect(JSON.parse(entries.values().next().value!).links.length).toBe(1);
    const warm = await compileInThreads(docsDir, files, LOCALES, { threads: 2, cache });
    expect(writes).toBe(files.length);
    expect(warm).toEqual(cold);
  });

  it('reports every failing file at once, in file order, each with its line, in threads and in one', async () => {
    const files = corpus({
      'ru/part-3/doc-7.md': '---\ntitle: Seven\n---\n\n![gone](./missing.png)\n',
      'en/part-2/doc-50.md': '---\ndescription: no title\n---\n\nText\n',
    });
    for (const threads of [2, 1]) {
      const error = await compileInThreads(docsDir, files, LOCALES, { threads }).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(ContentErrors);
      expect((error as ContentErrors).errors.map((e) => e.message.split(':').slice(0, 2).join(':'))).toEqual(['content/docs/en/part-2/doc-50.md:1', 'content/docs/ru/part-3/doc-7.md:5']);
      expect((error as ContentErrors).errors[0]!.message).toMatch(/the page has no title/);
    }
  });

  const DIAGRAM = '```mermaid\nflowchart LR\n  photos[Photos] --> library[Library]\n```\n';
  it.skipIf(!fs.existsSync(process.env['LUMIDOC_CHROMIUM'] || '/usr/bin/chromium'))(
    'draws the diagrams of threaded and cached compiles once per source; a warm run starts no browser',
    async () => {
      const files = corpus({ 'en/part-0/doc-0.md': `---\ntitle: Zero\n---\n\n${DIAGRAM}`, 'ru/part-0/doc-0.md': `---\ntitle: Ноль\n---\n\n${DIAGRAM}` });
      const entries = new Map<string, string>();
      const cache = { read: (key: string) => (entries.has(key) ? JSON.parse(entries.get(key)!) : undefined), write: (key: string, entry: unknown) => void entries.set(key, JSON.stringify(entry)) };
      const cold = await compileInThreads(docsDir, files, LOCALES, { threads: 2, cache });
      // One entry per file and one for the diagram both locales share.
      expect(entries.size).toBe(files.length + 1);
      for (const source of cold.slice(0, 1).concat(cold[80]!)) {
        const html = JSON.stringify(source.compiled.body);
        expect(html).toContain('"tagName":"figure"');
        expect(html).toContain('"value":"Photos"');
        expect(html).not.toContain('"dataDiagram":"mermaid","dataLine"');
      }
      // The compile cache keeps the placeholder, so its entries stay what compiling the text gives.
      expect([...entries.values()].filter((entry) => entry.includes('"dataLine":"5"'))).toHaveLength(2);
      const warm = await compileInThreads(docsDir, files, LOCALES, { threads: 2, cache, chromium: '/nonexistent/chromium' });
      expect(warm).toEqual(cold);
    },
    120_000,
  );
});
