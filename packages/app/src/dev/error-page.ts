const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * What a developer needs to read about an error: a content error's own message (file, line and
 * fix), the stack of anything else.
 */
export function describeError(error: unknown): string {
  // By name, not class: the packages that throw may be loaded from their sources or their builds.
  if (error instanceof Error) return ['ContentError', 'ContentErrors', 'LocaleConfigError'].includes(error.name) ? error.message : (error.stack ?? error.message);
  return String(error);
}

/**
 * The page the development server answers with while the content has an error; the dev
 * server's client script, added by Vite, reloads it once the content is fixed.
 */
export function errorPage(error: unknown): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Content error</title></head>
<body style="font-family: system-ui, sans-serif; margin: 2rem; line-height: 1.5">
<h1>The site has an error</h1>
<pre style="white-space: pre-wrap; background: #fdecea; color: #611a15; padding: 1rem; border-radius: 6px">${escapeHtml(describeError(error))}</pre>
<p>Fix it and save: this page reloads by itself.</p>
</body>
</html>
`;
}
