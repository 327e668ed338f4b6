import { formatMessage } from '@lumidoc/i18n';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from '../context.js';
import { THEME_CATALOGS, type ThemeStringKey } from '../i18n/catalog.js';
import { CALLBACKS, richOperationPage, TRUNCATED_SCHEMA, webhookPage } from '../stories/api-fixtures.js';
import { STORY_LOCALE_CODES, STORY_LOCALES, THEME_CONFIG, type StoryLocale } from '../stories/fixtures.js';
import type { ApiOperationPageData } from '@lumidoc/contract';
import { ApiOperationPage } from './ApiOperationPage.js';

const t = (locale: string, key: ThemeStringKey, values: Record<string, string | number> = {}) => formatMessage(THEME_CATALOGS[locale]![key], locale, values);

/** The page as the server prerenders it, in a container to query. */
function prerender(locale: StoryLocale, page: ApiOperationPageData): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <ThemeProvider locale={STORY_LOCALES.get(locale)} locales={STORY_LOCALES.list} config={THEME_CONFIG}>
      <ApiOperationPage page={page} />
    </ThemeProvider>,
  );
  return container;
}

describe('ApiOperationPage prerendered in every locale', () => {
  it('writes the callbacks heading and sentence in the reader\'s language, not in English', () => {
    const ru = prerender('ru', richOperationPage('ru', { callbacks: CALLBACKS }));
    expect(ru.querySelector('h2#callbacks')?.textContent).toBe('Обратные вызовы');
    expect(ru.querySelector('.ld-api__callbacks')?.previousElementSibling?.textContent).toBe('Запросы, которые API отправляет на ваш сервер после этого вызова:');
    expect(ru.textContent).not.toContain('Callbacks');
    expect(ru.textContent).not.toContain('Requests the API sends');
  });

  it.each(STORY_LOCALE_CODES)('%s: callbacks heading, sentence and answers label from the catalogue, in the page and its table of contents', (locale) => {
    const html = prerender(locale, richOperationPage(locale, { callbacks: CALLBACKS }));
    const heading = html.querySelector('h2#callbacks')!;
    expect(heading.textContent).toBe(t(locale, 'api.callbacks'));
    // Both tables of contents (the side one and the one folded above the article on a phone).
    expect(new Set([...html.querySelectorAll('nav a[href="#callbacks"]')].map((a) => a.textContent))).toEqual(new Set([t(locale, 'api.callbacks')]));
    expect(html.textContent).toContain(t(locale, 'api.callbacks.intro'));
    expect(html.querySelector('.ld-api__callback-answers .ld-schema__label')?.textContent).toBe(t(locale, 'api.callbacks.answers'));
    // Only German keeps the English word (see the catalogue test); the sentence is translated everywhere.
    if (locale !== 'en' && locale !== 'de') expect(heading.textContent).not.toBe('Callbacks');
    if (locale !== 'en') expect(t(locale, 'api.callbacks.intro')).not.toBe(t('en', 'api.callbacks.intro'));
  });

  it('has no callbacks section when the operation has none', () => {
    const html = prerender('en', richOperationPage('en'));
    expect(html.querySelector('#callbacks')).toBeNull();
  });

  it.each(STORY_LOCALE_CODES)('%s: marks a schema view cut at its limit, with the link to the whole named schema', (locale) => {
    const html = prerender(locale, richOperationPage(locale, { responses: [{ status: '200', description: 'OK', body: { contentType: 'application/json', schema: TRUNCATED_SCHEMA } }] }));
    const notes = [...html.querySelectorAll('.ld-schema__truncated')];
    expect(notes).toHaveLength(3);
    expect(notes[1]!.textContent).toBe(`⋯ ${t(locale, 'api.schema.truncated')}`);
    const link = notes[0]!.querySelector('a')!;
    expect(link.getAttribute('href')).toBe('/openapi/immich-openapi-specs.json#/components/schemas/UserResponseDto');
    expect(notes[0]!.textContent).toContain(t(locale, 'api.schema.truncatedRef', { type: 'UserResponseDto', pointer: '#/components/schemas/UserResponseDto' }));
  });

  it.each(STORY_LOCALE_CODES)('%s: a webhook page says the API sends the request, and explains its samples', (locale) => {
    const html = prerender(locale, webhookPage(locale));
    expect(html.querySelector('.ld-api__auth')?.textContent).toBe(t(locale, 'api.webhook.noAuth'));
    expect(html.querySelector('.ld-api__samples-note')?.textContent).toBe(t(locale, 'api.webhook.samples'));
    expect([...html.querySelectorAll('[role="tab"]')].map((tab) => tab.textContent)).toEqual(['curl', 'Node.js (node:http)', 'Python (http.server)']);
  });
});
