import { formatYear } from './dates.js';
import { linkLabel } from './link-label.js';

describe('linkLabel', () => {
  it('names a release by its tag, a GitHub thread by repository and number, any other site by host', () => {
    expect(linkLabel('https://github.com/immich-app/immich/releases/tag/v1.113.0')).toEqual({ type: 'release', tag: 'v1.113.0' });
    expect(linkLabel('https://github.com/immich-app/immich/releases/tag/v1.41.1_64-dev')).toEqual({ type: 'release', tag: 'v1.41.1_64-dev' });
    expect(linkLabel('https://github.com/immich-app/immich/pull/12812')).toEqual({ type: 'text', text: 'immich-app/immich#12812' });
    expect(linkLabel('https://github.com/immich-app/immich/issues/10796')).toEqual({ type: 'text', text: 'immich-app/immich#10796' });
    expect(linkLabel('https://github.com/typeorm/typeorm/issues/7024#issuecomment-948519328')).toEqual({ type: 'text', text: 'typeorm/typeorm#7024' });
    expect(linkLabel('https://github.com/immich-app/immich/discussions/11268')).toEqual({ type: 'text', text: 'immich-app/immich#11268' });
    expect(linkLabel('https://community.cloudflare.com/t/some-thread/68051/5')).toEqual({ type: 'text', text: 'community.cloudflare.com' });
  });

  it('says "read more" for a page of the site', () => {
    expect(linkLabel('/ru/docs/features/tags')).toEqual({ type: 'internal' });
  });
});

describe('formatYear', () => {
  it('writes the year as the locale does', () => {
    expect(formatYear('2024-09-06', { htmlLang: 'en', calendar: 'gregory' })).toBe('2024');
    expect(formatYear('2024-09-06', { htmlLang: 'ja', calendar: 'gregory' })).toBe('2024年');
    expect(formatYear('2024-09-06', { htmlLang: 'ja', calendar: 'japanese' })).toBe('令和6年');
    // Read as UTC: the first day of a year stays in that year wherever the build runs.
    expect(formatYear('2024-01-01', { htmlLang: 'en', calendar: 'gregory' })).toBe('2024');
  });
});
