import { useEffect, useSyncExternalStore } from 'react';
import { textFor } from '../config.js';
import { useTheme } from '../context.js';
import { useHydrated } from '../hooks/use-hydrated.js';
import {
  ANNOUNCEMENT_DISMISSED_ATTRIBUTE,
  ANNOUNCEMENT_SCRIPT,
  dismissAnnouncement,
  isAnnouncementDismissed,
  rememberAnnouncement,
  subscribeAnnouncement,
} from './announcement-state.js';
import type { ComponentProps } from 'react';
import { overridable } from '../overridable.js';

/**
 * The site's announcement (`config.announcement`) above the navbar. A visitor can dismiss it; the
 * dismissal is stored under `docusaurus.announcement.dismiss` with the id under
 * `docusaurus.announcement.id`, and an announcement with a new id shows again. A dismissed bar
 * never flashes: in prerendered HTML a tiny inline script hides it before it paints.
 */
function ThemeAnnouncementBar() {
  const { config, locale, t } = useTheme();
  const announcement = config.announcement;
  const id = announcement?.id ?? '';
  const closeable = announcement?.closeable ?? true;
  const hydrated = useHydrated();
  const dismissed = useSyncExternalStore(
    subscribeAnnouncement,
    () => closeable && id !== '' && isAnnouncementDismissed(id),
    () => false,
  );

  useEffect(() => {
    if (id) rememberAnnouncement(id);
  }, [id]);
  // The attribute only bridges the time before hydration; afterwards React decides.
  useEffect(() => {
    document.documentElement.toggleAttribute(ANNOUNCEMENT_DISMISSED_ATTRIBUTE, dismissed);
  }, [dismissed]);

  if (!announcement || dismissed) return null;
  return (
    <>
      {/* Only in the prerendered HTML: a script element React creates later would never run. */}
      {closeable && !hydrated && <script data-announcement-id={id} dangerouslySetInnerHTML={{ __html: ANNOUNCEMENT_SCRIPT }} />}
      <div className="ld-announcement" role="region" aria-label={t('announcement.label')}>
        <p className="ld-announcement__content">{textFor(announcement.content, locale.code)}</p>
        {closeable && (
          <button type="button" className="ld-announcement__close" aria-label={t('announcement.close')} onClick={() => dismissAnnouncement(id)}>
            <span aria-hidden="true">✕</span>
          </button>
        )}
      </div>
    </>
  );
}

declare module '../overridable.js' {
  interface ThemeComponentProps {
    AnnouncementBar: ComponentProps<typeof ThemeAnnouncementBar>;
  }
}

/** The announcement above the navbar; a site replaces it with `components.AnnouncementBar` in its theme config. */
export const AnnouncementBar = overridable('AnnouncementBar', ThemeAnnouncementBar);
