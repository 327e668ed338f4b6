import { anchorsWith, PageAnchors } from './anchors.js';

describe('PageAnchors', () => {
  it('collects a page\'s anchors only when first asked for, and once', () => {
    const anchors = new PageAnchors();
    let collected = 0;
    anchors.set('/docs/a', () => {
      collected++;
      return new Set(['intro']);
    });
    anchors.set('/docs/b', new Set(['setup']));
    expect([...anchors.keys()]).toEqual(['/docs/a', '/docs/b']);
    expect(collected).toBe(0);
    expect(anchors.get('/docs/a')?.has('intro')).toBe(true);
    expect(anchors.get('/docs/a')?.has('intro')).toBe(true);
    expect(collected).toBe(1);
    expect(anchors.get('/docs/b')?.has('setup')).toBe(true);
    expect(anchors.get('/docs/none')).toBeUndefined();
  });

  it('anchorsWith shows changed pages over the collected ones, leaving those as they were', () => {
    const anchors = new PageAnchors();
    anchors.set('/docs/a', new Set(['old']));
    anchors.set('/docs/b', new Set(['b']));
    const view = anchorsWith(anchors, new Map([['/docs/a', new Set(['new'])]]));
    expect(view.get('/docs/a')?.has('new')).toBe(true);
    expect(view.get('/docs/b')?.has('b')).toBe(true);
    expect(anchors.get('/docs/a')?.has('old')).toBe(true);
    expect([...view.keys()]).toEqual(['/docs/a', '/docs/b']);
  });
});
