/** Text given once for all locales, or per locale. */
export type LocalizedText = string | Readonly<Record<string, string>>;

/** Picks the text for the first locale of the chain that has one. */
export function pickText(text: LocalizedText, chain: readonly string[]): string | undefined {
  if (typeof text === 'string') return text;
  for (const code of chain) if (text[code] !== undefined) return text[code];
  return undefined;
}
