import { parse } from 'yaml';
import { readSimpleYaml } from './simple-yaml.js';

/** What the YAML parser makes of a text, as pairs (what `readSimpleYaml` gives). */
const parsed = (text: string) => Object.entries(parse(text) as Record<string, unknown>);
const read = readSimpleYaml;

describe('readSimpleYaml', () => {
  it('reads plain key: value lines as YAML does', () => {
    const text = 'title: "Install with Docker"\r\ndescription: \'A guide: step by step\'\nsidebar_position: 3\ndraft: false\nslug: /install/docker-compose\nsidebar_label: Why, and how (v2)\nkeywords_note: don\'t';
    expect(read(text)).toEqual(parsed(text));
    expect(read('title: "Установка 安装"')).toEqual([['title', 'Установка 安装']]);
  });

  // Each of these is read differently from a plain string by YAML, or needs the parser's rules.
  it.each([
    'title: null',
    'title: True',
    'title: ~',
    'sidebar_position: 007',
    'sidebar_position: -1',
    'sidebar_position: 1e3',
    'sidebar_position: 12345678901234567890',
    'title: "a \\"quoted\\" word"',
    "title: 'it''s'",
    'title: a: b',
    'title: words # a comment',
    'title: trailing ',
    'title:',
    '# a comment',
    '',
    'title: a\n\ndescription: b',
    'title: a\ntitle: b',
    'tags:\n  - a',
    'tags: [a, b]',
    'last_update: { date: 2024-01-02 }',
    'date: 2024-07-18',
    'title: .inf',
    'title: -dash',
    'sidebar-label: a',
    '  title: indented',
    'title: "a"  ',
  ])('leaves %j to the YAML parser', (text) => {
    expect(readSimpleYaml(text)).toBeUndefined();
  });

  it('never reads a value otherwise than YAML does', () => {
    const values = ['yes', 'No', 'on', 'NaN', 'Infinity', 'a,b', 'x (y)', "o'clock", 'a - b', 'a/b', 'v1.2.3', 'z', '0', '10', '"10"', "'true'", '"null"', 'e', 'E5'];
    for (const value of values) {
      const text = `title: ${value}`;
      const own = read(text);
      if (own) expect(own).toEqual(parsed(text));
    }
    expect(values.filter((value) => read(`title: ${value}`)).length).toBeGreaterThan(15);
  });
});
