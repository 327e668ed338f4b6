import type { DocVersionInfo } from '@lumidoc/contract';
import { useTheme } from '../context.js';

/** "Version: v1.135.0" under the breadcrumbs, on sites with more than one docs version. */
export function DocVersionBadge({ versionInfo }: { versionInfo?: DocVersionInfo | undefined }) {
  const { t } = useTheme();
  if (!versionInfo?.badge) return null;
  return <p className="ld-doc-version-badge">{t('docVersion.badge', { version: versionInfo.label })}</p>;
}
