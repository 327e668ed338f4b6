import type { DocVersionInfo } from '@lumidoc/contract';
import { STORY_LOCALES, type StoryLocale } from '../../stories/fixtures.js';

/** The latest release, as the docs-versions pipeline describes it. */
export const LATEST = { name: '1.136.0', label: 'v1.136.0' };

/**
 * `versionInfo` of the Docker Compose doc in a version of each status, for a reader's locale. The
 * notice's link carries the latest version's name, so following it can store the choice.
 */
export function sampleVersionInfo(status: DocVersionInfo['status'], locale: StoryLocale = 'en', extra: Partial<DocVersionInfo> = {}): DocVersionInfo {
  const latest = { label: LATEST.label, route: STORY_LOCALES.localizePath('/docs/install/docker-compose', locale), name: LATEST.name };
  const version = status === 'unreleased' ? { name: 'current', label: 'Next' } : status === 'latest' ? LATEST : { name: '1.105.0', label: 'v1.105.0' };
  return { pluginId: 'default', ...version, status, badge: true, ...(status === 'latest' ? {} : { latest }), ...extra };
}
