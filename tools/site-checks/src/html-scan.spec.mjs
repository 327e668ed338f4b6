import { describe, expect, it } from 'vitest';
import { decodeEntities, scanTags } from './html-scan.mjs';

describe('scanTags', () => {
  it('reads names and attributes in every quoting style, lower-casing names', () => {
    const [tag] = scanTags(`<A HREF="/x?a=1&amp;b=2" data-x='y' hidden hrefLang=ru>`);
    expect(tag).toMatchObject({ name: 'a', attrs: { href: '/x?a=1&b=2', 'data-x': 'y', hidden: '', hreflang: 'ru' }, offset: 0 });
  });

  it('keeps a > inside a quoted value and reads self-closing tags', () => {
    const tags = scanTags('<img alt="a > b" src="/i.svg"/><p id=after>');
    expect(tags.map((t) => [t.name, t.attrs])).toEqual([
      ['img', { alt: 'a > b', src: '/i.svg' }],
      ['p', { id: 'after' }],
    ]);
  });

  it('skips comments, end tags and the doctype', () => {
    const tags = scanTags('<!DOCTYPE html><!-- <a href="/hidden"> --><div></div><!--$--><span>');
    expect(tags.map((t) => t.name)).toEqual(['div', 'span']);
  });

  it('keeps the text of scripts and styles, and finds no tags inside it', () => {
    const tags = scanTags('<script>if (a<b) document.write("<a href=/no>")</script><style>a>b{}</style><a href="/yes">');
    expect(tags.map((t) => t.name)).toEqual(['script', 'style', 'a']);
    expect(tags[0].text).toBe('if (a<b) document.write("<a href=/no>")');
    expect(tags[1].text).toBe('a>b{}');
    expect(tags[2].attrs.href).toBe('/yes');
  });

  it('keeps the first of a repeated attribute, as browsers do', () => {
    expect(scanTags('<a id="one" id="two">')[0].attrs.id).toBe('one');
  });
});

describe('decodeEntities', () => {
  it('decodes numeric and common named references and leaves unknown ones', () => {
    expect(decodeEntities('&lt;a&gt; &quot;&#39;&#x41;&#66; &amp;copy; &unknown;')).toBe(`<a> "'AB &copy; &unknown;`);
  });
});
