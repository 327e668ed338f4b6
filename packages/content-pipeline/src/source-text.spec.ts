import { decodeSourceText } from './source-text.js';

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
