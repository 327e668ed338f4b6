// A small scanner for the start tags of prerendered HTML: enough to find links, ids, scripts and
// stylesheets without a full parser. It honours quoted attribute values (which may hold `>`),
// comments, and the raw text of <script>, <style>, <textarea> and <title>.

/** Elements whose content is text, never markup. */
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title']);
/** A comment, a start or end tag (quoted values may hold `>`), or a doctype. */
const TOKEN = /<!--[\s\S]*?(?:-->|$)|<(\/?)([a-zA-Z][a-zA-Z0-9:-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|<![^>]*>/g;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

const NAMED_ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/**
 * Decodes the character references that occur in attribute values and text: numeric ones and the
 * named ones serializers write (`&amp;`, `&lt;`, `&gt;`, `&quot;`, `&apos;`, `&nbsp;`).
 * @param {string} text
 * @returns {string}
 */
export function decodeEntities(text) {
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-zA-Z]+);/g, (whole, ref) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[ref] ?? whole;
  });
}

/**
 * The attributes of a start tag, from the text between its name and its `>`.
 * @param {string} source
 * @returns {Record<string, string>} names lower-cased, values decoded; the first of a repeated name wins
 */
function parseAttributes(source) {
  const attrs = {};
  ATTRIBUTE.lastIndex = 0;
  for (let found = ATTRIBUTE.exec(source); found; found = ATTRIBUTE.exec(source)) {
    const key = found[1].toLowerCase();
    if (!(key in attrs)) attrs[key] = decodeEntities(found[2] ?? found[3] ?? found[4] ?? '');
  }
  return attrs;
}

/**
 * @typedef {object} StartTag
 * @property {string} name lower-cased element name
 * @property {Record<string, string>} attrs lower-cased names, decoded values
 * @property {number} offset index of the `<` in the document
 * @property {string} [text] the raw content of a script, style, textarea or title element
 */

/**
 * Every start tag of a document, in order.
 * @param {string} html
 * @returns {StartTag[]}
 */
export function scanTags(html) {
  const tags = [];
  TOKEN.lastIndex = 0;
  for (let found = TOKEN.exec(html); found; found = TOKEN.exec(html)) {
    const [whole, closing, tagName, attributes] = found;
    if (!tagName || closing) continue;
    const name = tagName.toLowerCase();
    const tag = { name, attrs: parseAttributes(attributes), offset: found.index };
    tags.push(tag);
    if (RAW_TEXT.has(name) && !whole.endsWith('/>')) {
      const end = found.index + whole.length;
      const closer = new RegExp(`</${name}`, 'gi');
      closer.lastIndex = end;
      const stop = closer.exec(html)?.index ?? html.length;
      tag.text = html.slice(end, stop);
      TOKEN.lastIndex = stop;
    }
  }
  return tags;
}
