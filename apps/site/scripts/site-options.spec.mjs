import path from 'node:path';
import { createLocaleSet } from '@lumidoc/i18n';
import { describe, expect, it } from 'vitest';
import { siteConfig } from '../site.config.ts';
import { configRoutes, REMOTE_IMAGE_HOSTS, siteOptions } from './site-options.mjs';

const siteDir = path.resolve(import.meta.dirname, '..');

describe('the site config links', () => {
  it('lists every route the navbar, footer, logo and docs home link to', () => {
    const routes = configRoutes(siteConfig);
    expect(routes).toEqual(expect.arrayContaining(['/docs/overview/welcome', '/roadmap', '/docs/api', '/docs/install/requirements', '/privacy-policy', '/cursed-knowledge', '/']));
    const withTypo = { ...siteConfig, theme: { ...siteConfig.theme, navbar: { items: [{ type: 'link', label: 'Docs', to: '/docs/overview/welcom' }] } } };
    expect(configRoutes(withTypo)).toContain('/docs/overview/welcom');
  });

  it('are checked with the content links, each with its line in site.config.ts', async () => {
    const plugin = siteOptions(siteConfig, siteDir).plugins.find((p) => p.name === 'config links');
    const locales = createLocaleSet(siteConfig.locales);
    const { linkSources } = await plugin.pages({ locales });
    expect(linkSources).toHaveLength(locales.list.length);
    const roadmap = linkSources[0].links.find((link) => link.written === '/roadmap');
    expect(roadmap).toMatchObject({ route: '/roadmap', line: expect.any(Number) });
    expect(linkSources[0].displayPath).toBe('site.config.ts');
  });
});

describe('remote images', () => {
  it('are allowed from the avatar hosts only, and the build is told so', () => {
    expect(REMOTE_IMAGE_HOSTS).toEqual(['github.com', 'avatars.githubusercontent.com']);
    expect(siteOptions(siteConfig, siteDir).remoteImageHosts).toBe(REMOTE_IMAGE_HOSTS);
  });
});
