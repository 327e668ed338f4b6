import { readStorage, writeStorage } from '../storage.js';

/** Storage keys, named as the previous generator named them so earlier dismissals carry over. */
export const ANNOUNCEMENT_DISMISS_KEY = 'docusaurus.announcement.dismiss';
export const ANNOUNCEMENT_ID_KEY = 'docusaurus.announcement.id';

/** Attribute the inline script sets on `<html>` when the announcement was dismissed; CSS hides the bar. */
export const ANNOUNCEMENT_DISMISSED_ATTRIBUTE = 'data-announcement-dismissed';

/**
 * Runs where the bar is about to be parsed, before it can paint: hides a dismissed bar through an
 * attribute on `<html>`. It reads the id from its own `data-announcement-id`, so its text is
 * fixed and a Content-Security-Policy can allow it by hash.
 */
export const ANNOUNCEMENT_SCRIPT = `(function(){try{var s=document.currentScript,i=s&&s.getAttribute('data-announcement-id');if(i&&localStorage.getItem('${ANNOUNCEMENT_DISMISS_KEY}')==='true'&&localStorage.getItem('${ANNOUNCEMENT_ID_KEY}')===i)document.documentElement.setAttribute('${ANNOUNCEMENT_DISMISSED_ATTRIBUTE}','')}catch(e){}})()`;

// Dismissals that could not be stored (blocked storage), so closing still works on this page.
const dismissedHere = new Set<string>();
const listeners = new Set<() => void>();

/** True when the visitor dismissed the announcement with this id. */
export function isAnnouncementDismissed(id: string): boolean {
  return dismissedHere.has(id) || (readStorage(ANNOUNCEMENT_ID_KEY) === id && readStorage(ANNOUNCEMENT_DISMISS_KEY) === 'true');
}

/** Records the visitor's dismissal: stored, or remembered for this page when storage is blocked. */
export function dismissAnnouncement(id: string): void {
  writeStorage(ANNOUNCEMENT_ID_KEY, id);
  writeStorage(ANNOUNCEMENT_DISMISS_KEY, 'true');
  if (readStorage(ANNOUNCEMENT_DISMISS_KEY) !== 'true') dismissedHere.add(id);
  listeners.forEach((listener) => listener());
}

/** A new id replaces the stored one and clears the old dismissal, so the new text shows. */
export function rememberAnnouncement(id: string): void {
  if (readStorage(ANNOUNCEMENT_ID_KEY) === id) return;
  writeStorage(ANNOUNCEMENT_ID_KEY, id);
  writeStorage(ANNOUNCEMENT_DISMISS_KEY, 'false');
}

/** Calls `onChange` when a dismissal happens in this tab or another. */
export function subscribeAnnouncement(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === ANNOUNCEMENT_DISMISS_KEY || event.key === ANNOUNCEMENT_ID_KEY || event.key === null) onChange();
  };
  listeners.add(onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onStorage);
  };
}
