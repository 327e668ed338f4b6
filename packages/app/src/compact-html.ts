// React escapes `"`, `'` and `>` in text as it does in attributes (`&quot;`, `&#x27;`, `&gt;`),
// where text needs only `&` and `<` escaped. A JSON example in an API page is mostly quotes: written
// as characters, the site's HTML is a few percent smaller. The browser parses both to the same
// text, so hydration sees no difference.

/** Tags, and elements whose content is not parsed as text (left exactly as written). */
const MARKUP = /<(script|style|noscript|textarea)\b[^>]*>[\s\S]*?<\/\1\s*>|<!--[\s\S]*?-->|<[^>]*>/gi;
const NEEDLESS_ESCAPES = /&(?:quot|#x27|#39|gt);/g;
const CHARACTER: Record<string, string> = { '&quot;': '"', '&#x27;': "'", '&#39;': "'", '&gt;': '>' };

/** `html` with the text between its tags written without escapes the text does not need. */
export function compactTextEscapes(html: string): string {
  let out = '';
  let at = 0;
  for (const match of html.matchAll(MARKUP)) {
    out += unescapeText(html.slice(at, match.index)) + match[0];
    at = match.index + match[0].length;
  }
  return out + unescapeText(html.slice(at));
}

function unescapeText(text: string): string {
  return text.includes('&') ? text.replace(NEEDLESS_ESCAPES, (entity) => CHARACTER[entity]!) : text;
}
