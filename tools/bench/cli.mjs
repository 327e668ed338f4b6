#!/usr/bin/env node
// `npm run bench`: runs the benchmark, prints the report, writes bench-output/bench.json, and with
// --compare prints the ratios against an earlier run. Progress goes to stderr, the report to stdout.
import fs from 'node:fs';
import path from 'node:path';
import { parseBenchArgs, USAGE } from './src/args.mjs';
import { compareReports } from './src/compare.mjs';
import { table } from './src/format.mjs';
import { renderReport } from './src/report.mjs';
import { runBench } from './src/run-bench.mjs';
import { renderImported } from './src/imported.mjs';
import { renderScale } from './src/scale.mjs';

const workspaceRoot = path.resolve(import.meta.dirname, '..', '..');
const log = (line) => process.stderr.write(`[bench] ${line}\n`);

/** The JSON without machine-specific folders. */
const serialize = (result) => `${JSON.stringify(result, (key, value) => (key === 'outDir' ? undefined : value), 2)}\n`;

try {
  const args = parseBenchArgs(process.argv.slice(2));
  if (args.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const previous = args.compare ? JSON.parse(fs.readFileSync(path.resolve(args.compare), 'utf8')) : undefined;
  const { result, workDir } = await runBench(args, { workspaceRoot, log });
  const out = args.out ? path.resolve(args.out) : path.join(workspaceRoot, 'bench-output', 'bench.json');
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, serialize(result));
  console.log(args.scale ? renderScale(result, table) : args.imported ? renderImported(result, table) : renderReport(result));
  console.log(`\nJSON: ${path.relative(process.cwd(), out)}`);
  if (args.keep) console.log(`Temporary folders kept in ${workDir}`);
  if (previous) {
    const rows = compareReports(previous, JSON.parse(serialize(result)));
    console.log(`\nCompared with ${args.compare} (${previous.date}): new / old`);
    console.log(table(['figure', 'old', 'new', 'ratio'], rows.map((r) => [r.path, r.previous, r.current, r.ratio.toFixed(2)])));
  }
} catch (error) {
  console.error(`\nBench failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
