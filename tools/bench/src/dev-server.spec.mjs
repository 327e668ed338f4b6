import { describe, expect, it } from 'vitest';
import { median } from './dev-server.mjs';

describe('median', () => {
  it('takes the middle run, the lower middle one of an even count', () => {
    expect(median([5605, 6308, 5165, 6122, 5390])).toBe(5605);
    expect(median([400, 100, 300, 200])).toBe(200);
  });
});
