import { parseVersionedSidebars } from './sidebars-file.js';

const FILE = 'content/versioned_sidebars/version-1.0-sidebars.json';

describe('parseVersionedSidebars', () => {
  it('reads the sidebars.ts shape and Docusaurus\'s shorthands (doc id strings, { "Label": [items] } categories)', () => {
    const text = JSON.stringify({
      docs: [{ type: 'doc', id: 'intro' }, 'faq', { Install: ['install/docker', { type: 'link', href: 'https://example.org', label: 'Example' }] }],
      api: { Reference: ['api/intro'] },
    });
    expect(parseVersionedSidebars(text, FILE)).toEqual({
      docs: [
        { type: 'doc', id: 'intro' },
        { type: 'doc', id: 'faq' },
        { type: 'category', label: 'Install', items: [{ type: 'doc', id: 'install/docker' }, { type: 'link', href: 'https://example.org', label: 'Example' }] },
      ],
      api: [{ type: 'category', label: 'Reference', items: [{ type: 'doc', id: 'api/intro' }] }],
    });
  });

  it('names the file, the line and the place of a wrong shape', () => {
    expect(() => parseVersionedSidebars('[]', FILE)).toThrow(`${FILE}:1: must be an object of sidebar id -> list of items`);
    expect(() => parseVersionedSidebars('{\n  "docs": [\n    "intro",\n    null\n  ]\n}', FILE)).toThrow(
      `${FILE}:4: sidebar "docs"[1] must be a doc id or an item object\n  fix: write "<doc id>" or { "type": "doc", "id": "<doc id>" }`,
    );
    expect(() => parseVersionedSidebars('{\n  "docs": [\n    { "type": "category", "label": "A", "items": [],\n      "link": { "type": "generated-index" } }\n  ]\n}', FILE)).toThrow(
      `${FILE}:4: sidebar "docs"[0]: a category link must name a doc\n  fix: write "link": { "type": "doc", "id": "<doc id>" } or leave the link out`,
    );
    expect(() => parseVersionedSidebars('{ "docs": [', FILE)).toThrow(/^content\/versioned_sidebars\/version-1\.0-sidebars\.json:1: is not valid JSON/);
  });
});
