// Small readers for values of a loaded Docusaurus config, whose shape is not known in advance.

export type Data = Record<string, unknown>;

export const isRecord = (value: unknown): value is Data => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The value when it is a non-empty string. */
export const stringOf = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/** `value` as a list: a list as it is, one value as a list of one, nothing as an empty list. */
export const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined || value === null ? [] : [value]);

/** Text without HTML tags and with collapsed spaces (config strings that held markup). */
export const plainText = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&copy;/g, '©')
    .replace(/\s+/g, ' ')
    .trim();

export const hasMarkup = (text: string) => /<[a-z!/][^>]*>/i.test(text);
