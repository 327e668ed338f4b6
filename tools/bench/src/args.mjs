// Command-line options of `npm run bench`.
import { parseArgs } from 'node:util';
import { DEFAULT_CORPUS } from './corpus/generate.mjs';

export const USAGE = `npm run bench -- [options]

Generates a corpus, builds it with the Lumidoc packages into a temporary folder, measures the
build and its output, does the same for the real site, and writes bench-output/bench.json.

  --docs N            docs per locale (default ${DEFAULT_CORPUS.docs})
  --posts N           blog posts per locale (default ${DEFAULT_CORPUS.posts})
  --ops N             API operations (default ${DEFAULT_CORPUS.ops})
  --locales a,b,...   corpus locales, the first one the default (default: the ten site locales); without
                      the site's source locale (en), the first one is also the source the others fall back to
  --seed N            corpus seed (default ${DEFAULT_CORPUS.seed})
  --corpus DIR        build this corpus (neutral layout: meta.json, <locale>/docs, <locale>/blog, openapi.json)
  --small-docs N      docs per locale of the second, small corpus that shows the client bundle does
                      not grow with the site (default 10; 0 skips it)
  --compare FILE      print new / old ratios against an earlier bench.json
  --out FILE          where to write the JSON (default bench-output/bench.json)
  --bundle            build the client and server bundles with Vite even if apps/site/dist has them
  --skip-site         do not measure the real site
  --skip-incremental  do not measure the rebuild after an edit
  --skip-dev          do not measure the development server (first page, cold and warm; save to served page)
  --skip-lighthouse   do not run Lighthouse
  --scale             instead of the above: build the corpus at several sizes, each cold, and report
                      CPU time, bytes and peak memory per page, and each size against the first
  --imported          instead of the above: build the corpus natively and as an imported Docusaurus
                      site writes it (MDX with the theme's components), each cold, and report the
                      CPU time per page of each and their ratio
  --sizes a,b,...     with --scale: docs per locale of each size (default 100,500,2000)
  --scale-ops N       with --scale: also build a corpus with this many API operations (default 1200; 0 skips it)
  --scale-mix         with --scale: each size's API operations grow with its docs (--ops at the first
                      size), so every size has the same mix of page kinds
  --scale-repeat N    with --scale: build every size N times, the sizes in turn, and keep each size's
                      build with the least CPU time (other work on the machine only ever adds to it)
  --search-scale N,M  site sizes (pages) at which to measure a first search query on a synthetic
                      ru and zh-Hans index (default 3000,30000; 0 skips it)
  --keep              keep the temporary folders and print where they are
  --help              this text`;

const positiveInteger = (name, value, allowZero = false) => {
  const number = Number(value);
  if (!Number.isInteger(number) || number < (allowZero ? 0 : 1)) throw new Error(`--${name} takes a whole number${allowZero ? '' : ' above 0'}, got "${value}"`);
  return number;
};

/**
 * Parses the bench's arguments.
 * @param {string[]} argv arguments after the script name
 */
export function parseBenchArgs(argv) {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    options: {
      docs: { type: 'string' },
      posts: { type: 'string' },
      ops: { type: 'string' },
      locales: { type: 'string' },
      seed: { type: 'string' },
      corpus: { type: 'string' },
      'small-docs': { type: 'string' },
      compare: { type: 'string' },
      out: { type: 'string' },
      bundle: { type: 'boolean', default: false },
      'skip-site': { type: 'boolean', default: false },
      'skip-incremental': { type: 'boolean', default: false },
      'skip-dev': { type: 'boolean', default: false },
      'skip-lighthouse': { type: 'boolean', default: false },
      'search-scale': { type: 'string' },
      keep: { type: 'boolean', default: false },
      scale: { type: 'boolean', default: false },
      imported: { type: 'boolean', default: false },
      sizes: { type: 'string' },
      'scale-ops': { type: 'string' },
      'scale-mix': { type: 'boolean', default: false },
      'scale-repeat': { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  const corpus = {
    locales: values.locales ? values.locales.split(',').map((l) => l.trim()).filter(Boolean) : DEFAULT_CORPUS.locales,
    docs: values.docs === undefined ? DEFAULT_CORPUS.docs : positiveInteger('docs', values.docs),
    posts: values.posts === undefined ? DEFAULT_CORPUS.posts : positiveInteger('posts', values.posts, true),
    ops: values.ops === undefined ? DEFAULT_CORPUS.ops : positiveInteger('ops', values.ops, true),
    seed: values.seed === undefined ? DEFAULT_CORPUS.seed : positiveInteger('seed', values.seed, true),
  };
  const scale = !values.scale
    ? undefined
    : {
          sizes: (values.sizes ?? '100,500,2000').split(',').map((size) => positiveInteger('sizes', size.trim())),
          ops: values['scale-ops'] === undefined ? 1200 : positiveInteger('scale-ops', values['scale-ops'], true),
          mix: values['scale-mix'],
          repeat: values['scale-repeat'] === undefined ? 1 : positiveInteger('scale-repeat', values['scale-repeat']),
        };
  return {
    help: values.help,
    scale,
    imported: values.imported,
    corpus,
    corpusDir: values.corpus,
    smallDocs: values['small-docs'] === undefined ? 10 : positiveInteger('small-docs', values['small-docs'], true),
    compare: values.compare,
    out: values.out,
    rebuildBundles: values.bundle,
    site: !values['skip-site'],
    incremental: !values['skip-incremental'],
    dev: !values['skip-dev'],
    lighthouse: !values['skip-lighthouse'],
    searchScale: values['search-scale'] === undefined ? [3_000, 30_000] : values['search-scale'].split(',').map((n) => positiveInteger('search-scale', n.trim(), true)).filter((n) => n > 0),
    keep: values.keep,
  };
}
