/** True on Apple systems, whose shortcut modifier is ⌘ (Meta) rather than Ctrl. */
export function isApplePlatform(): boolean {
  if (typeof navigator === 'undefined') return false;
  const platform = (navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData?.platform ?? navigator.platform;
  return /mac|iphone|ipad|ipod/i.test(platform);
}

/** Keys as printed in the search box and as `aria-keyshortcuts` names them. */
export function shortcutLabels(apple: boolean): { keys: string; aria: string } {
  return apple ? { keys: '⌘ K', aria: 'Meta+K' } : { keys: 'Ctrl K', aria: 'Control+K' };
}

/** Fields where a key such as `/` is typed, not a shortcut. */
export function isTextField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && !['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'color', 'file', 'image'].includes(target.type);
}

/**
 * Whether a key press asks for search: Ctrl+K or ⌘+K anywhere, or `/` outside text fields. K is
 * also recognised by its key position, so a Russian (or any non-Latin) layout works too.
 */
export function isSearchShortcut(event: KeyboardEvent): boolean {
  if (event.altKey) return false;
  if (event.ctrlKey || event.metaKey) {
    if (event.shiftKey) return false;
    const key = event.key.toLowerCase();
    return key === 'k' || (!/^[a-z]$/.test(key) && event.code === 'KeyK');
  }
  // No Shift test: on some layouts (German) `/` is typed with Shift.
  return event.key === '/' && !isTextField(event.target);
}
