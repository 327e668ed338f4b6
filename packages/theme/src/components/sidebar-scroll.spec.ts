import { nearestScrollTop } from './sidebar-scroll.js';

describe('nearestScrollTop', () => {
  const view = { top: 200, height: 300 };

  it('leaves the scroll alone when the item is already in view', () => {
    expect(nearestScrollTop(view, { top: 200, height: 30 })).toBe(200);
    expect(nearestScrollTop(view, { top: 470, height: 30 })).toBe(200);
  });

  it('aligns an item above the view to the top edge', () => {
    expect(nearestScrollTop(view, { top: 120, height: 30 })).toBe(120);
    // Partly above.
    expect(nearestScrollTop(view, { top: 190, height: 30 })).toBe(190);
  });

  it('aligns an item below the view to the bottom edge', () => {
    expect(nearestScrollTop(view, { top: 900, height: 30 })).toBe(630);
    // Partly below.
    expect(nearestScrollTop(view, { top: 480, height: 30 })).toBe(210);
  });

  it('shows the start of an item taller than the view', () => {
    expect(nearestScrollTop(view, { top: 900, height: 400 })).toBe(900);
  });
});
