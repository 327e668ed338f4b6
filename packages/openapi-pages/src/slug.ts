const WORDS = /[A-Z]{2,}(?=[A-Z][a-z]+\d*|\b)|[A-Z]?[a-z]+\d*|[A-Z]|\d+/g;

/** `getServerConfig` -> `get-server-config`; `startOAuth` -> `start-o-auth` (lodash's kebab-case). */
export function kebabCase(operationId: string): string {
  return (operationId.match(WORDS) ?? []).map((w) => w.toLowerCase()).join('-');
}
