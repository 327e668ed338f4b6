/** Chinese tags by region, for lists that name the script (`zh-Hans`, `zh-Hant`) instead. */
const CHINESE_BY_REGION: Readonly<Record<string, string>> = { 'zh-cn': 'zh-Hans', 'zh-sg': 'zh-Hans', 'zh-tw': 'zh-Hant', 'zh-hk': 'zh-Hant', 'zh-mo': 'zh-Hant', zh: 'zh-Hans' };

/**
 * The first language of an `Accept-Language` header that `codes` has: by its whole tag, by its
 * Chinese region (`zh-TW` -> `zh-Hant`), then by its language alone (`pt-BR` -> `pt`). Undefined
 * when none matches. Tags are taken in the header's order (browsers list them by preference).
 */
export function preferredLocale(acceptLanguage: string | undefined, codes: readonly string[]): string | undefined {
  const tags = (acceptLanguage ?? '')
    .split(',')
    .map((part) => part.split(';')[0]!.trim().toLowerCase())
    .filter(Boolean);
  const byTag = (tag: string) => codes.find((code) => code.toLowerCase() === tag);
  for (const tag of tags) {
    const match = byTag(tag) ?? (CHINESE_BY_REGION[tag] && byTag(CHINESE_BY_REGION[tag].toLowerCase())) ?? byTag(tag.split('-')[0]!);
    if (match) return match;
  }
  return undefined;
}
