import { isSearchShortcut, shortcutLabels } from './shortcut.js';

/** A keydown as the browser sends it, with `target` as where focus was. */
function press(init: KeyboardEventInit, target: EventTarget = document.body): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { bubbles: true, ...init });
  Object.defineProperty(event, 'target', { value: target });
  return event;
}

describe('isSearchShortcut', () => {
  it('takes Ctrl+K and ⌘+K anywhere, also on a non-Latin layout (by key position)', () => {
    const field = document.createElement('input');
    expect(isSearchShortcut(press({ key: 'k', ctrlKey: true }))).toBe(true);
    expect(isSearchShortcut(press({ key: 'K', metaKey: true }, field))).toBe(true);
    expect(isSearchShortcut(press({ key: 'л', code: 'KeyK', ctrlKey: true }))).toBe(true);
  });

  it('ignores other keys and modifier mixes', () => {
    expect(isSearchShortcut(press({ key: 'k' }))).toBe(false);
    expect(isSearchShortcut(press({ key: 'k', ctrlKey: true, shiftKey: true }))).toBe(false);
    expect(isSearchShortcut(press({ key: 'k', ctrlKey: true, altKey: true }))).toBe(false);
    // Dvorak: the key in K's place types "t"; only the letter counts on Latin layouts.
    expect(isSearchShortcut(press({ key: 't', code: 'KeyK', ctrlKey: true }))).toBe(false);
    expect(isSearchShortcut(press({ key: 'j', ctrlKey: true }))).toBe(false);
  });

  it('takes `/` outside text fields only', () => {
    const button = document.createElement('button');
    const checkbox = Object.assign(document.createElement('input'), { type: 'checkbox' });
    const editable = document.createElement('div');
    editable.contentEditable = 'true';
    Object.defineProperty(editable, 'isContentEditable', { value: true });
    expect(isSearchShortcut(press({ key: '/' }, button))).toBe(true);
    expect(isSearchShortcut(press({ key: '/' }, checkbox))).toBe(true);
    expect(isSearchShortcut(press({ key: '/', shiftKey: true }))).toBe(true);
    expect(isSearchShortcut(press({ key: '/' }, document.createElement('input')))).toBe(false);
    expect(isSearchShortcut(press({ key: '/' }, document.createElement('textarea')))).toBe(false);
    expect(isSearchShortcut(press({ key: '/' }, editable))).toBe(false);
  });
});

describe('shortcutLabels', () => {
  it('prints Ctrl K, or ⌘ K on Apple systems, with the matching aria-keyshortcuts', () => {
    expect(shortcutLabels(false)).toEqual({ keys: 'Ctrl K', aria: 'Control+K' });
    expect(shortcutLabels(true)).toEqual({ keys: '⌘ K', aria: 'Meta+K' });
  });
});
