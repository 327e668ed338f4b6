import type { Browser } from 'playwright-core';
import { readSpecRoutes } from '@lumidoc/site-checks';
import { describe, expect, inject, it } from 'vitest';
import { gotoHydrated, openPage, useChromium } from './browser.js';

const baseUrl = inject('baseUrl');
let browser: Browser;

useChromium((launched) => (browser = launched));

const PREFIXES = ['', '/zh-Hant', '/ja', '/ko', '/en', '/pt', '/es', '/fr', '/de', '/ru'];
// The spec's blog routes, as the route gate reads them.
const SPEC_BLOG_ROUTES = readSpecRoutes().groups.find((group) => group.name === 'blog')!.routes;

describe('the Russian blog', () => {
  it('walks list -> post -> tag -> author -> archive on the client, without errors', async () => {
    const { page, problems } = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    await gotoHydrated(page, `${baseUrl}/ru/blog`);
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
    const main = page.locator('main');

    // The list: newest first, five posts, excerpts with "Read more", and older posts on page 2.
    expect(await main.locator('h1').textContent()).toBe('Блог');
    const cards = main.locator('article.ld-post-card');
    expect(await cards.count()).toBe(5);
    expect(await cards.first().locator('h2 a').getAttribute('href')).toBe('/ru/blog/2024/immich-licensing');
    expect(await main.getByRole('link', { name: /^Читать далее/ }).count()).toBe(5);
    expect(await main.getByRole('navigation', { name: 'Страницы списка публикаций' }).getByRole('link').getAttribute('href')).toBe('/ru/blog/page/2');

    // A post: its date in Russian, a reading-time label, the TOC, tags and the next older post.
    await cards.first().locator('h2 a').click();
    await page.waitForURL(`${baseUrl}/ru/blog/2024/immich-licensing`);
    const post = main.locator('article.ld-blog-post');
    await expect.poll(() => post.locator('h1').textContent()).toMatch(/лиценз/i);
    expect(await post.locator('time').getAttribute('datetime')).toBe('2024-07-18T00:00:00.000Z');
    expect(await post.locator('time').textContent()).toBe('18 июля 2024 г.');
    expect(await post.locator('.ld-post-meta').textContent()).toMatch(/\d+ минут(а|ы)? чтения/);
    expect(await main.getByRole('navigation', { name: 'На этой странице' }).getByRole('link').count()).toBeGreaterThan(2);
    expect(await main.getByRole('navigation', { name: 'Навигация по публикациям' }).getByRole('link', { name: /^Более старая публикация/ }).getAttribute('href')).toBe('/ru/blog/2024/update-july-2024');

    // A tag: its posts, with the count in the right plural form.
    await post.getByRole('list', { name: 'Теги' }).getByRole('link', { name: 'Анонс' }).click();
    await page.waitForURL(`${baseUrl}/ru/blog/tags/announcement`);
    await expect.poll(() => main.locator('h1').textContent()).toBe('Публикации с тегом «Анонс»');
    expect(await main.locator('.ld-blog__count').textContent()).toContain('2 публикации');
    expect(await cards.count()).toBe(2);

    // The author: every post.
    await cards.first().getByRole('link', { name: 'Alex Tran' }).click();
    await page.waitForURL(`${baseUrl}/ru/blog/authors/alextran`);
    await expect.poll(() => main.locator('h1').textContent()).toBe('Alex Tran');
    expect(await main.locator('.ld-blog__count').textContent()).toBe('7 публикаций');
    expect(await cards.count()).toBe(7);

    // The archive, from the blog's own navigation: grouped by year, newest first.
    await main.getByRole('navigation', { name: 'Разделы блога' }).getByRole('link', { name: 'Архив' }).click();
    await page.waitForURL(`${baseUrl}/ru/blog/archive`);
    await expect.poll(() => main.locator('h1').textContent()).toBe('Архив');
    expect(await main.locator('h2').allTextContents()).toEqual(['2024 3 публикации', '2023 3 публикации', '2022 1 публикация']);

    // One document all along: the client router navigated.
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
    expect(problems.errors).toEqual([]);
  });

  it('pages from the newest posts to the older ones and back', async () => {
    const { page, problems } = await openPage(browser);
    await gotoHydrated(page, `${baseUrl}/ru/blog/page/2`);
    const main = page.locator('main');
    expect(await main.locator('article.ld-post-card h2 a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(['/ru/blog/2023/06/24/update', '/ru/blog/release-1-36']);
    const pages = main.getByRole('navigation', { name: 'Страницы списка публикаций' });
    expect(await pages.textContent()).toContain('Страница 2 из 2');
    await pages.getByRole('link', { name: /Более новые публикации/ }).click();
    await page.waitForURL(`${baseUrl}/ru/blog`);
    await expect.poll(() => main.locator('article.ld-post-card').count()).toBe(5);
    expect(problems.errors).toEqual([]);
  });

  it('is complete without JavaScript, with feeds and structured data in the head', async () => {
    const { page } = await openPage(browser, { javaScriptEnabled: false });
    const response = await page.goto(`${baseUrl}/ru/blog/2023/07/29/update`);
    expect(response?.status()).toBe(200);
    expect(await page.locator('main h1').textContent()).toBe('Июль 2023 — срез разработки');
    expect(await page.locator('head link[rel="alternate"][type="application/rss+xml"]').getAttribute('href')).toMatch(/^https?:\/\/[^/]+\/ru\/blog\/rss\.xml$/);
    expect(await page.locator('head link[rel="alternate"][type="application/atom+xml"]').getAttribute('href')).toMatch(/\/ru\/blog\/atom\.xml$/);
    expect(await page.locator('head meta[property="og:image"]').getAttribute('content')).toMatch(/^https:\/\//);
    const jsonLd = JSON.parse((await page.locator('head script[type="application/ld+json"]').textContent()) ?? 'null') as Record<string, unknown>;
    expect(jsonLd).toMatchObject({ '@type': 'BlogPosting', headline: 'Июль 2023 — срез разработки', datePublished: '2023-07-29T00:00:00.000Z', inLanguage: 'ru' });
    expect(String(jsonLd['url'])).toMatch(/^https?:\/\/[^/]+\/ru\/blog\/2023\/07\/29\/update$/);
  });
});

describe('the blog in every locale', () => {
  it('serves every blog route of the spec under all ten locale prefixes', async () => {
    const failures: string[] = [];
    for (const prefix of PREFIXES) {
      for (const route of SPEC_BLOG_ROUTES) {
        const url = `${baseUrl}${prefix}${route}`;
        const response = await fetch(url);
        if (response.status !== 200) failures.push(`${prefix}${route}: HTTP ${response.status}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('serves an RSS and an Atom feed per locale, as XML with absolute links', async () => {
    for (const prefix of PREFIXES) {
      for (const [name, root] of [['rss.xml', '<rss version="2.0"'], ['atom.xml', '<feed xmlns="http://www.w3.org/2005/Atom"']] as const) {
        const response = await fetch(`${baseUrl}${prefix}/blog/${name}`);
        expect(response.status, `${prefix}/blog/${name}`).toBe(200);
        expect(response.headers.get('content-type')).toMatch(/xml/);
        const xml = await response.text();
        expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
        expect(xml).toContain(root);
        const links = [...xml.matchAll(/<link>([^<]*)<\/link>|<link [^>]*href="([^"]*)"/g)].map((m) => m[1] ?? m[2]!);
        expect(links.length, `${prefix}/blog/${name}`).toBeGreaterThan(7);
        for (const link of links) expect(link, `${prefix}/blog/${name}`).toMatch(new RegExp(`^https?://[^/]+${prefix}/blog(/|$)`));
      }
    }
  });

  it('parses each feed as XML in the browser', async () => {
    const { page } = await openPage(browser);
    await page.goto(`${baseUrl}/ru/blog/rss.xml`);
    const parsed = await page.evaluate(async (base) => {
      const check = async (url: string) => {
        const doc = new DOMParser().parseFromString(await (await fetch(url)).text(), 'application/xml');
        return { error: doc.querySelector('parsererror')?.textContent ?? null, items: doc.querySelectorAll('item, entry').length };
      };
      return [await check(`${base}/ru/blog/rss.xml`), await check(`${base}/ru/blog/atom.xml`), await check(`${base}/blog/rss.xml`), await check(`${base}/de/blog/atom.xml`)];
    }, baseUrl);
    expect(parsed).toEqual([
      { error: null, items: 7 },
      { error: null, items: 7 },
      { error: null, items: 7 },
      { error: null, items: 7 },
    ]);
  });
});
