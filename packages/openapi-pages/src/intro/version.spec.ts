import type { IntroFacts } from './template.js';
import { INTRO_TEMPLATES } from './templates.js';

const facts: IntroFacts = {
  title: 'Photos',
  version: '1.2.3',
  operationCount: 4,
  baseUrl: '/api',
  sampleServerUrl: 'https://photos.example.com/api',
  specUrl: '/openapi/photos.json',
  schemes: [],
  errors: [],
  areas: [{ tag: 'Albums', count: 4, route: '/docs/api/get-albums' }],
};

/** The paragraphs after the opening one that name the version number. */
const explanation = (markdown: string) => markdown.split('\n\n').slice(1).filter((p) => p.includes('1.2.3'));

describe('the version number in the API introduction', () => {
  it.each(Object.keys(INTRO_TEMPLATES))('%s: a paragraph of its own says it is the version of the OpenAPI description and of the SDK package', (locale) => {
    const template = INTRO_TEMPLATES[locale]!;
    const [withSdk] = explanation(template.markdown({ ...facts, sdkPackage: '@photos/sdk' }));
    expect(withSdk).toMatch(/OpenAPI/);
    expect(withSdk).toContain('`@photos/sdk`');
    const [withoutSdk] = explanation(template.markdown(facts));
    expect(withoutSdk).toMatch(/OpenAPI/);
    expect(withoutSdk).not.toMatch(/sdk|undefined/);
  });
});
