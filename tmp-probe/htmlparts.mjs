import fs from 'node:fs';
import { parse, serializeOuter } from 'parse5';
const html = fs.readFileSync(process.argv[2], 'utf8');
const doc = parse(html);
const depth = Number(process.argv[3] ?? 4);
const min = Number(process.argv[4] ?? 800);
function walk(node, d) {
  if (!node.tagName && node.nodeName !== '#document') return;
  const size = node.tagName ? serializeOuter(node).length : html.length;
  if (size < min) return;
  const cls = node.attrs?.find((a) => a.name === 'class')?.value;
  const id = node.attrs?.find((a) => a.name === 'id')?.value;
  console.log(`${'  '.repeat(d)}${node.tagName ?? 'doc'}${cls ? '.' + cls.replace(/ /g, '.') : ''}${id ? '#' + id : ''} ${size}`);
  if (d < depth) for (const c of node.childNodes ?? []) walk(c, d + 1);
}
walk(doc, 0);
