import type { DocVersionInfo } from '@lumidoc/contract';
import { fillPlaceholder } from '../api/InlineCode.js';
import { useTheme } from '../context.js';
import { latestVersionName, rememberPreferredVersion } from './preferred-version.js';

/**
 * The notice above a doc of a version other than the latest: unreleased ("Next") or no longer
 * maintained, with a link to the same doc in the latest version. Following that link is an
 * explicit choice, so it is remembered as the preferred version. Latest docs get no notice.
 */
export function DocVersionBanner({ versionInfo }: { versionInfo?: DocVersionInfo | undefined }) {
  const { t, config, Link } = useTheme();
  if (!versionInfo || versionInfo.status === 'latest') return null;
  const { status, label, latest, pluginId } = versionInfo;
  const message = status === 'unreleased' ? t('docVersion.unreleased', { site: config.title, version: label }) : t('docVersion.unmaintained', { site: config.title, version: label });
  const remember = () => {
    const name = latest && latestVersionName(latest);
    if (name) rememberPreferredVersion(pluginId, name);
  };
  return (
    <div className={`ld-notice ld-notice--version ld-notice--${status}`} role="note">
      <p>{message}</p>
      {latest && (
        <p>
          {fillPlaceholder(
            (link) => t('docVersion.latestHint', { link }),
            <Link href={latest.route} onClick={remember}>
              {t('docVersion.latestLink', { version: latest.label })}
            </Link>,
          )}
        </p>
      )}
    </div>
  );
}
