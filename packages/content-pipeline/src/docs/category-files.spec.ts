import { parseCategoryFile } from './category-files.js';

const message = (text: string, file = 'content/docs/en/guides/_category_.json') => {
  try {
    parseCategoryFile(text, file);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('parsed without an error');
};

describe('category files', () => {
  it('reads every key of a JSON file', () => {
    const file = parseCategoryFile(
      JSON.stringify({ label: 'Guides', position: 2, collapsed: false, collapsible: true, className: 'red', description: 'How to', link: { type: 'generated-index', title: 'All guides', slug: '/guides-index' }, customProps: { a: 1 } }),
      'content/docs/en/guides/_category_.json',
    );
    expect(file).toMatchObject({ label: 'Guides', position: 2, collapsed: false, collapsible: true, className: 'red', description: 'How to', link: { type: 'generated-index', title: 'All guides', slug: '/guides-index' } });
  });

  it('reads YAML, a doc link and link: null', () => {
    expect(parseCategoryFile('label: Install\nlink:\n  type: doc\n  id: install/start\n', 'content/docs/en/install/_category_.yml')).toMatchObject({ label: 'Install', link: { type: 'doc', id: 'install/start' } });
    expect(parseCategoryFile('link: null\n', 'content/docs/en/install/_category_.yml').link).toBeNull();
  });

  it('names the file, the line and the JSON pointer of a wrong field, with the fix', () => {
    expect(message('{\n  "label": "Guides",\n  "position": "first"\n}\n')).toBe(
      'content/docs/en/guides/_category_.json:3: /position: position must be a number, got "first"\n  fix: write a number, e.g. position: 2',
    );
    expect(message('{\n  "lable": "Guides"\n}\n')).toMatch(/^content\/docs\/en\/guides\/_category_\.json:2: \/lable: "lable" is not a category key\n {2}fix: use one of: label, position/);
    expect(message('{\n  "link": {\n    "type": "page"\n  }\n}\n')).toMatch(/_category_\.json:3: \/link\/type: link type must be "doc" or "generated-index", got "page"/);
    expect(message('{\n  "link": { "type": "doc" }\n}\n')).toMatch(/_category_\.json: \/link\/id: a doc link needs the doc's id, got nothing\n {2}fix: write link: \{ type: 'doc', id: 'guides\/setup' \}/);
  });

  it('names the line of a JSON syntax error', () => {
    expect(message('{\n  "label": "Guides",\n}\n')).toMatch(/^content\/docs\/en\/guides\/_category_\.json:3: the category file is not valid JSON: .*\n {2}fix: fix the JSON/);
  });

  it('names the line of a YAML syntax error and of a wrong YAML field', () => {
    expect(message('label: Guides\nposition: [2\n', 'content/docs/en/guides/_category_.yml')).toMatch(/^content\/docs\/en\/guides\/_category_\.yml:\d+: the category file is not valid YAML/);
    expect(message('label: Guides\ncollapsed: maybe\n', 'content/docs/en/guides/_category_.yml')).toBe(
      'content/docs/en/guides/_category_.yml:2: /collapsed: collapsed must be a boolean, got "maybe"\n  fix: write collapsed as a boolean',
    );
  });

  it('refuses a list instead of an object', () => {
    expect(message('[1, 2]\n')).toMatch(/_category_\.json:1: a category file holds an object, got \[1,2\]/);
  });
});
