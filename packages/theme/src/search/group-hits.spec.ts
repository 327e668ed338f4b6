import type { SearchHit } from '@lumidoc/search/client';
import { groupByPage } from './group-hits.js';

const hit = (route: string, anchor: string): SearchHit => ({ route, anchor, title: `Title of ${route}`, score: 1, highlights: { title: [[0, 5]], section: [], snippet: [] } });

describe('groupByPage', () => {
  it('puts each page’s hits under one group, pages in order of their first hit, positions in shown order', () => {
    const groups = groupByPage([hit('/a', '1'), hit('/b', '1'), hit('/a', '2'), hit('/c', '1')]);
    expect(groups.map((group) => [group.route, group.title, group.hits.map(({ hit: h, position }) => `${h.anchor}@${position}`)])).toEqual([
      ['/a', 'Title of /a', ['1@0', '2@1']],
      ['/b', 'Title of /b', ['1@2']],
      ['/c', 'Title of /c', ['1@3']],
    ]);
    expect(groups[0]!.titleRanges).toEqual([[0, 5]]);
  });

  it('has no groups without hits', () => {
    expect(groupByPage([])).toEqual([]);
  });
});
