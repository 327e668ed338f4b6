/** A JavaScript object key: bare when it is an identifier, quoted otherwise. */
export const jsKey = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : `'${name.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`);

/** A JavaScript string literal in single quotes. */
export const jsString = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n').replace(/\r/g, '\\r').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029')}'`;

/** A value as a JavaScript literal, indented like the code around it. */
export function jsLiteral(value: unknown, indent = ''): string {
  if (typeof value === 'string') return jsString(value);
  if (Array.isArray(value)) {
    if (!value.length) return '[]';
    return `[\n${value.map((v) => `${indent}  ${jsLiteral(v, `${indent}  `)}`).join(',\n')},\n${indent}]`;
  }
  if (value && typeof value === 'object') {
    const entries = Object.entries(value);
    if (!entries.length) return '{}';
    return `{\n${entries.map(([k, v]) => `${indent}  ${jsKey(k)}: ${jsLiteral(v, `${indent}  `)}`).join(',\n')},\n${indent}}`;
  }
  return JSON.stringify(value ?? null);
}

/** A Python string literal in double quotes (JSON's escapes are Python's, and U+2028/9 are escaped too). */
export const pyString = (text: string) => JSON.stringify(text).replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/** A value as a Python literal: `True`, `False`, `None`, dicts and lists, indented like the code around it. */
export function pyLiteral(value: unknown, indent = ''): string {
  if (value === null || value === undefined) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'string') return pyString(value);
  if (Array.isArray(value)) {
    if (!value.length) return '[]';
    return `[\n${value.map((v) => `${indent}    ${pyLiteral(v, `${indent}    `)}`).join(',\n')},\n${indent}]`;
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value);
    if (!entries.length) return '{}';
    return `{\n${entries.map(([k, v]) => `${indent}    ${pyString(k)}: ${pyLiteral(v, `${indent}    `)}`).join(',\n')},\n${indent}}`;
  }
  return String(value);
}

/** A shell word in single quotes. */
export const shellQuote = (text: string) => `'${text.replace(/'/g, "'\\''")}'`;
