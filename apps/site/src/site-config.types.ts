import type { SidebarsConfig } from '@lumidoc/content-pipeline';
import type { SiteAppConfig } from '@lumidoc/runtime';
import type { VersionItem } from '@lumidoc/theme';

/** Everything that makes this site this site; packages read only the parts they own. */
export interface SiteConfig extends SiteAppConfig {
  sidebars: SidebarsConfig;
  /** The blog plugin's settings: posts per list page, the blog's description in each locale (feeds, list pages). */
  blog: { postsPerPage: number; description: Record<string, string> };
  /** The version switcher: Next and Latest, then the archive list fetched from `archivedUrl`. */
  versions: {
    next: VersionItem;
    latest: VersionItem;
    archivedUrl: string;
  };
  api: {
    specFile: string;
    specUrl: string;
    sampleServerUrl: string;
    sdkPackage: string;
  };
}
