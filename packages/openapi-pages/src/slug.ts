import anyAscii from 'any-ascii';

const WORDS = /[A-Z]{2,}(?=[A-Z][a-z]+\d*|\b)|[A-Z]?[a-z]+\d*|[A-Z]|\d+/g;

/** `getServerConfig` -> `get-server-config`; `startOAuth` -> `start-o-auth` (lodash's kebab-case). */
export function kebabCase(operationId: string): string {
  return (operationId.match(WORDS) ?? []).map((w) => w.toLowerCase()).join('-');
}

/**
 * A route segment for any text: kebab-case of its ASCII transliteration (`获取相册` ->
 * `huo-qu-xiang-ce`, `Получить альбом` -> `poluchit-albom`, an emoji -> its name). Empty when the
 * text has no letter or digit even then (`..`).
 */
export function slugOf(text: string): string {
  // Transliterated CJK comes back as capitalised syllables (HuoQuXiangCe), which kebabCase splits.
  return kebabCase(anyAscii(text).replace(/['’]/g, '').replace(/:([a-z0-9_+-]+):/g, ' $1 ').replace(/[_+]/g, ' '));
}

/** `get` and `/bookings/{bookingId}` -> `get-bookings-booking-id`; `/` alone -> `get-root`. */
export function methodPathSlug(method: string, path: string): string {
  return [method.toLowerCase(), slugOf(path.replace(/[{}]/g, ' ')) || 'root'].join('-');
}
