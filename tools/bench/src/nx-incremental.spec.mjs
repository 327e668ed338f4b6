import { describe, expect, it } from 'vitest';
import { tasksFromNxOutput } from './nx-incremental.mjs';

describe('tasksFromNxOutput', () => {
  it('tells the tasks Nx took from its cache from those it ran', () => {
    const output = [
      '> nx run i18n:build  [local cache]',
      '> tsc --build tsconfig.lib.json',
      '> nx run site:build-client  [existing outputs match the cache, left as is]',
      '> nx run site:build-server  [remote cache]',
      '> nx run site:build',
      'Built 3010 pages',
    ].join('\n');
    expect(tasksFromNxOutput(output)).toEqual({ 'i18n:build': true, 'site:build-client': true, 'site:build-server': true, 'site:build': false });
  });
});
