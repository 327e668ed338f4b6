import path from 'node:path';
import { ImportError } from './find-site.js';
import { importDocusaurusSite } from './import-site.js';
import { formatNote } from './report.js';

export const HELP = `Usage: lumidoc <command>

Commands:
  import-docusaurus <docusaurus-site-dir> <out-dir>
      Writes a Lumidoc site into <out-dir> (new or empty) from the Docusaurus site in
      <docusaurus-site-dir>: its config and sidebars translated, docs, blog, Markdown pages,
      translations, versions and static files copied as they are, and IMPORT-REPORT.md listing
      what could not be carried over. Then: cd <out-dir> && npm install && npm run build

Options:
  -h, --help   Show this help
`;

/** Where the command writes: lines for the reader (stdout) and for problems (stderr). */
export interface CliOutput {
  log(line: string): void;
  error(line: string): void;
}

/** Runs the `lumidoc` command with its arguments; resolves to the exit code. */
export async function runCli(args: readonly string[], output: CliOutput = { log: console.log, error: console.error }): Promise<number> {
  const [command, ...rest] = args;
  if (command === undefined || command === '-h' || command === '--help' || command === 'help') {
    output.log(HELP);
    return command === undefined ? 1 : 0;
  }
  if (command !== 'import-docusaurus') {
    output.error(`Unknown command "${command}".\n\n${HELP}`);
    return 1;
  }
  if (rest.includes('-h') || rest.includes('--help')) {
    output.log(HELP);
    return 0;
  }
  const [siteDir, outDir, ...extra] = rest;
  if (siteDir === undefined || outDir === undefined || extra.length > 0) {
    output.error(`import-docusaurus takes two folders: the Docusaurus site and the new site's folder.\n\n${HELP}`);
    return 1;
  }
  try {
    const result = await importDocusaurusSite(path.resolve(siteDir), path.resolve(outDir));
    output.log(`Wrote a Lumidoc site into ${outDir} (${result.written.length} files).`);
    if (result.notes.length > 0) {
      output.log(`\nNot carried over (${result.notes.length}; also in ${path.join(outDir, 'IMPORT-REPORT.md')}):`);
      for (const note of result.notes) output.log(`  ${formatNote(note)}`);
    }
    output.log(`\nNext: cd ${outDir} && npm install && npm run build`);
    return 0;
  } catch (error) {
    output.error(error instanceof ImportError ? error.message : `The import failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    return 1;
  }
}
