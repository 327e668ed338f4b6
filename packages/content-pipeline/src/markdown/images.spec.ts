import path from 'node:path';
import type { Properties } from 'hast';
import type { Image, Root } from 'mdast';
// Its types give mdast nodes the `data.hProperties` that remark-rehype reads.
import type {} from 'mdast-util-to-hast';
import { sitePublicDir, sizeImages } from './images.js';

const publicDir = path.join(import.meta.dirname, '__fixtures__', 'public');

/** One image in a tree, with the HAST properties another plugin may already have set. */
function sized(url: string, hProperties?: Properties) {
  const image: Image = { type: 'image', url, ...(hProperties ? { data: { hProperties } } : {}) };
  sizeImages({ type: 'root', children: [{ type: 'paragraph', children: [image] }] } as Root, { file: 'x.md', sourcePath: path.join(publicDir, '..', 'x.md'), resolveMarkdown: () => undefined, publicDir });
  return image.data?.hProperties;
}

describe('sizeImages', () => {
  it('adds the size read from the file, with lazy loading', () => {
    expect(sized('/img/screenshots/timeline.png')).toEqual({ loading: 'lazy', decoding: 'async', width: 360, height: 240 });
  });

  it('keeps a width and height already set, and completes one given alone with the file\'s ratio', () => {
    expect(sized('/img/screenshots/timeline.png', { width: 100, height: 50 })).toEqual({ loading: 'lazy', decoding: 'async', width: 100, height: 50 });
    expect(sized('/img/screenshots/timeline.png', { width: 180 })).toEqual({ loading: 'lazy', decoding: 'async', width: 180, height: 120 });
    expect(sized('/img/screenshots/timeline.png', { height: '60' })).toEqual({ loading: 'lazy', decoding: 'async', height: '60', width: 90 });
    expect(sized('/img/screenshots/timeline.png', { loading: 'eager' })).toMatchObject({ loading: 'eager', width: 360 });
  });

  it('gives no size to a remote image, nor to an SVG that declares none', () => {
    expect(sized('https://example.org/a.png')).toEqual({ loading: 'lazy', decoding: 'async' });
    expect(sized('data:image/png;base64,AAAA')).toEqual({ loading: 'lazy', decoding: 'async' });
    expect(sized('/img/icons/fluid.svg')).toEqual({ loading: 'lazy', decoding: 'async' });
  });
});

describe('sitePublicDir', () => {
  const site = path.join(path.sep, 'srv', 'site');

  it('is public/ in the folder that `file` is relative to', () => {
    expect(sitePublicDir('content/docs/en/x.md', path.join(site, 'content', 'docs', 'en', 'x.md'))).toBe(path.join(site, 'public'));
    expect(sitePublicDir('content/docs/en/content/x.md', path.join(site, 'content', 'docs', 'en', 'content', 'x.md'))).toBe(path.join(site, 'public'));
  });

  it('is unknown when the two paths do not name the same file from a site folder', () => {
    expect(sitePublicDir('content/docs/en/x.md', undefined)).toBeUndefined();
    expect(sitePublicDir('content/docs/en/x.md', 'content/docs/en/x.md')).toBeUndefined();
    expect(sitePublicDir('x.md', path.join(site, 'content', 'docs', 'en', 'y.md'))).toBeUndefined();
    expect(sitePublicDir(path.join(site, 'x.md'), path.join(site, 'x.md'))).toBeUndefined();
  });
});
