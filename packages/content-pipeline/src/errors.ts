/** Where in a source file a problem is. */
export interface SourceLocation {
  file: string;
  line?: number;
  column?: number;
}

/**
 * A problem in the site's content or configuration. The message names the file and line and says
 * how to fix it; the build stops with a non-zero exit.
 */
export class ContentError extends Error {
  override name = 'ContentError';
  constructor(
    readonly location: SourceLocation,
    readonly problem: string,
    readonly fix?: string,
  ) {
    super(`${formatLocation(location)}: ${problem}${fix ? `\n  fix: ${fix}` : ''}`);
  }
}

/** Several content errors found in one pass, reported together. */
export class ContentErrors extends Error {
  override name = 'ContentErrors';
  constructor(readonly errors: ContentError[]) {
    super(`${errors.length} content error${errors.length === 1 ? '' : 's'}:\n${errors.map((e) => e.message).join('\n')}`);
  }
}

/**
 * A problem in content that does not stop the build (an unknown front matter key): reported with
 * its file, line and fix, e.g. by `formatWarning`.
 */
export interface ContentWarning {
  location: SourceLocation;
  problem: string;
  fix?: string;
}

/** `warning: file:line: problem`, then a `fix:` line when there is a fix. */
export function formatWarning({ location, problem, fix }: ContentWarning): string {
  return `warning: ${formatLocation(location)}: ${problem}${fix ? `\n  fix: ${fix}` : ''}`;
}

export function formatLocation({ file, line, column }: SourceLocation): string {
  return line === undefined ? file : `${file}:${line}${column === undefined ? '' : `:${column}`}`;
}

/** Throws one `ContentErrors` when the list is not empty. */
/** Adds a thrown content problem (one or several) to `errors`, so a run reports them all; any other error is thrown on. */
export function gatherContentErrors(errors: ContentError[], error: unknown): void {
  if (error instanceof ContentErrors) errors.push(...error.errors);
  else if (error instanceof ContentError) errors.push(error);
  else throw error;
}

export function throwIfAny(errors: ContentError[]): void {
  if (errors.length === 1) throw errors[0];
  if (errors.length > 1) throw new ContentErrors(errors);
}
