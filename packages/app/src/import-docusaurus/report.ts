/** One thing the import could not carry over as it was, and why. */
export interface ImportNote {
  /** The Docusaurus file (or config key) it concerns, relative to the site folder. */
  file: string;
  reason: string;
}

/** Collects notes while the import runs; each is a line of IMPORT-REPORT.md. */
export class ImportReport {
  readonly notes: ImportNote[] = [];

  add(file: string, reason: string): void {
    if (!this.notes.some((note) => note.file === file && note.reason === reason)) this.notes.push({ file, reason });
  }
}

/** A note as one line: `file: reason`. */
export const formatNote = (note: ImportNote) => `${note.file}: ${note.reason}`;

/** The text of IMPORT-REPORT.md. */
export function renderReportMarkdown(sourceName: string, written: readonly string[], notes: readonly ImportNote[]): string {
  const lines = [
    '# Import report',
    '',
    `This site was imported from the Docusaurus site \`${sourceName}\`. Content files were copied byte for byte.`,
    '',
    '## Written',
    '',
    ...written.map((line) => `- ${line}`),
    '',
    '## Not carried over',
    '',
    ...(notes.length === 0 ? ['Nothing: everything the import read has a place in this site.'] : notes.map((note) => `- \`${note.file}\`: ${note.reason}`)),
    '',
  ];
  return lines.join('\n');
}
