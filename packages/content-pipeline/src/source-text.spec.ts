import { checkPageSize, decodeSourceText, PAGE_SIZE_LIMIT, PAGE_SIZE_WARNING } from './source-text.js';

const FILE = 'content/docs/ru/x.md';
const failure = (bytes: Uint8Array) => {
  try {
    decodeSourceText(bytes, FILE);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('decoded without an error');
};

describe('decodeSourceText', () => {
  it('reads UTF-8, with or without a byte-order mark', () => {
    expect(decodeSourceText(Buffer.from('---\ntitle: Привет\n---\n'), FILE)).toBe('---\ntitle: Привет\n---\n');
    expect(decodeSourceText(Buffer.from('\uFEFFtext'), FILE)).toBe('\uFEFFtext');
  });

  it('names the line and column of the first byte that is not UTF-8 (a Windows-1251 file)', () => {
    // "---\ntitle: Ok\n---\n\nПривет" with Привет in Windows-1251.
    const bytes = Buffer.concat([Buffer.from('---\ntitle: Ok\n---\n\nab '), Buffer.from([0xcf, 0xf0, 0xe8, 0xe2, 0xe5, 0xf2])]);
    const message = failure(bytes);
    expect(message).toContain(`${FILE}:5:4: the file is not valid UTF-8: byte 0xCF at line 5, column 4 is not UTF-8`);
    expect(message).toContain('fix: save it as UTF-8');
  });

  it('counts columns in characters after valid multi-byte text', () => {
    const bytes = Buffer.concat([Buffer.from('ok\nПри '), Buffer.from([0xff])]);
    expect(failure(bytes)).toContain(':2:5: ');
  });

  it('names a UTF-16 file', () => {
    expect(failure(Buffer.from([0xff, 0xfe, 0x2d, 0x00]))).toContain(`${FILE}:1: the file is UTF-16`);
  });
});

describe('checkPageSize', () => {
  const lines = (bytes: number) => Buffer.from('Some text of a line.\n'.repeat(Math.ceil(bytes / 21)));

  it('refuses a file above the limit, naming the line where it passes the limit', () => {
    const bytes = lines(PAGE_SIZE_LIMIT * 1.25);
    expect(() => checkPageSize(bytes, FILE, () => undefined)).toThrow(
      `${FILE}:${Math.floor(PAGE_SIZE_LIMIT / 21) + 1}: the file is 2.5 MB; a content file may be at most 2.0 MB (it passes that size on this line)\n  fix: split it into several pages`,
    );
  });

  it('warns about a file above the warning size and says nothing below it', () => {
    const warnings: string[] = [];
    checkPageSize(lines(PAGE_SIZE_WARNING + 10_000), FILE, (w) => warnings.push(w));
    checkPageSize(lines(PAGE_SIZE_WARNING - 100), FILE, (w) => warnings.push(w));
    expect(warnings).toEqual([`warning: ${FILE}:${Math.floor(PAGE_SIZE_WARNING / 21) + 1}: the file is 522 KB, above 512 KB: it is slow to build and to read; consider splitting it into several pages`]);
  });
});
