// Which language a page is written in, from its prose alone: the script of its letters, and for
// languages that share the Latin script, their most frequent short words.

const SCRIPTS = {
  han: /\p{Script=Han}/gu,
  kana: /[\p{Script=Hiragana}\p{Script=Katakana}]/gu,
  hangul: /\p{Script=Hangul}/gu,
  cyrillic: /\p{Script=Cyrillic}/gu,
  latin: /\p{Script=Latin}/gu,
};

// Characters written differently in Simplified and Traditional Chinese, common in technical text.
const SIMPLIFIED = /[这们个为说时设务数据库们将从应该图档视频实对开关让进还网络统录选择储户]/gu;
const TRADITIONAL = /[這們個為說時設務數據庫將從應該圖檔視頻實對開關讓進還網絡統錄選擇儲戶]/gu;

// Short words that are frequent in one language and rare in the others (none shared by two lists).
const FUNCTION_WORDS = {
  en: ['the', 'and', 'is', 'you', 'with', 'to', 'of', 'your', 'this', 'that', 'are', 'for'],
  pt: ['não', 'com', 'uma', 'você', 'os', 'do', 'da', 'em', 'é', 'ao', 'no', 'na', 'seu', 'sua', 'ou', 'das', 'dos'],
  es: ['el', 'los', 'con', 'una', 'puede', 'del', 'las', 'en', 'es', 'por', 'y', 'al', 'su', 'sus', 'lo', 'se'],
  fr: ['le', 'les', 'des', 'est', 'pour', 'vous', 'une', 'du', 'dans', 'et', 'pas', 'sur'],
  de: ['der', 'die', 'und', 'nicht', 'mit', 'ist', 'sie', 'den', 'das', 'auf', 'ein', 'für'],
};

const count = (text, pattern) => text.match(pattern)?.length ?? 0;

/** Prose of a Markdown or YAML page: no code, URLs, link targets or front-matter keys. */
function proseOf(text) {
  return text
    .replace(/^(`{3,}|~{3,})[\s\S]*?^\1/gm, ' ')
    .replace(/`[^`\n]*`/g, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/^\s*-?\s*[\w-]+\s*:/gm, ' ');
}

/** The language a page reads as: one of en, pt, es, fr, de, ru, ja, ko, zh-Hans, zh-Hant. */
export function detectLanguage(text) {
  const prose = proseOf(text);
  const letters = Object.fromEntries(Object.entries(SCRIPTS).map(([script, pattern]) => [script, count(prose, pattern)]));
  const cjk = letters.han + letters.kana + letters.hangul;
  if (letters.hangul > letters.kana && letters.hangul > 0.3 * cjk && letters.hangul >= letters.latin / 4) return 'ko';
  if (letters.kana > 0.1 * cjk && cjk >= letters.latin / 4) return 'ja';
  if (letters.han > 0 && letters.han >= letters.latin / 4) return count(prose, TRADITIONAL) > count(prose, SIMPLIFIED) ? 'zh-Hant' : 'zh-Hans';
  if (letters.cyrillic > letters.latin / 2) return 'ru';
  const words = prose.toLowerCase().match(/\p{L}+/gu) ?? [];
  const scores = Object.entries(FUNCTION_WORDS).map(([language, list]) => {
    const set = new Set(list);
    return [language, words.filter((w) => set.has(w)).length];
  });
  return scores.sort((a, b) => b[1] - a[1])[0][0];
}
