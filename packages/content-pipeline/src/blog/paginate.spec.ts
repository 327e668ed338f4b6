import { paginate } from './paginate.js';

const route = (n: number) => (n === 1 ? '/blog' : `/blog/page/${n}`);
const shape = (count: number, size: number) => paginate(Array.from({ length: count }, (_, i) => i), size, route).map((p) => ({ items: p.items.length, ...p.pagination }));

describe('paginate', () => {
  it('makes one page for an empty list and for a list that fits exactly', () => {
    expect(shape(0, 5)).toEqual([{ items: 0, page: 1, pages: 1 }]);
    expect(shape(5, 5)).toEqual([{ items: 5, page: 1, pages: 1 }]);
  });

  it('starts a new page one item past the boundary, linking newer and older pages', () => {
    expect(shape(6, 5)).toEqual([
      { items: 5, page: 1, pages: 2, older: '/blog/page/2' },
      { items: 1, page: 2, pages: 2, newer: '/blog' },
    ]);
    expect(shape(10, 5).map((p) => p.items)).toEqual([5, 5]);
    expect(shape(11, 5).map((p) => [p.items, p.newer ?? null, p.older ?? null])).toEqual([
      [5, null, '/blog/page/2'],
      [5, '/blog', '/blog/page/3'],
      [1, '/blog/page/2', null],
    ]);
  });

  it('refuses a page size below one or not whole', () => {
    expect(() => paginate([1], 0, route)).toThrow(RangeError);
    expect(() => paginate([1], 2.5, route)).toThrow(/whole number of at least 1, got 2.5/);
  });
});
