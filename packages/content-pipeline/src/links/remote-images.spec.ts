import { createLocaleSet } from '@lumidoc/i18n';
import { compileMarkdown } from '../markdown/compile.js';
import { checkLinks } from './check.js';

const locales = createLocaleSet({ defaultLocale: 'en', locales: ['en'] });
const FILE = 'content/docs/en/photos.md';

/** Compiles one page and checks its images, with the given hosts allowed. */
const check = (body: string, remoteImageHosts?: readonly string[]) => {
  const { links, images } = compileMarkdown(`---\ntitle: Photos\n---\n\n${body}`, { file: FILE });
  checkLinks({ sources: [{ locale: 'en', route: '/docs/photos', displayPath: FILE, links, images }], anchors: new Map([['/docs/photos', new Set()]]), locales, staticFileExists: () => true, ...(remoteImageHosts ? { remoteImageHosts } : {}) });
};

describe('remote images', () => {
  it('refuses an image from a host the build does not allow, naming file, line and the option', () => {
    expect(() => check('Text.\n\n![chart](https://tracker.example.com/chart.png)\n')).toThrow(
      `${FILE}:7: image "https://tracker.example.com/chart.png" is loaded from tracker.example.com, which is not an allowed image host: every reader's browser would contact it\n  fix: download it into public/img/ and write /img/..., or allow the host with remoteImageHosts: ['tracker.example.com'] in the build options (it then joins the CSP's img-src)`,
    );
  });

  it('refuses protocol-relative images the same way, and plain http even from an allowed host', () => {
    expect(() => check('![x](//cdn.example.com/x.png)\n')).toThrow(/photos\.md:5: image "\/\/cdn\.example\.com\/x\.png" is loaded from cdn\.example\.com, which is not an allowed image host/);
    expect(() => check('![x](http://cdn.example.com/x.png)\n', ['cdn.example.com'])).toThrow(/photos\.md:5: image "http:\/\/cdn\.example\.com\/x\.png" is loaded over plain http/);
  });

  it('accepts https images from an allowed host', () => {
    expect(() => check('![x](https://cdn.example.com/x.png) ![y](//cdn.example.com/y.png)\n', ['cdn.example.com'])).not.toThrow();
  });
});
