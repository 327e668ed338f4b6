import { describe, expect, it } from 'vitest';
import { changedFiles, renderedPages, tasksFromNxOutput } from './nx-incremental.mjs';

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

  it('reads the task lines when the output is coloured', () => {
    const esc = String.fromCharCode(27);
    expect(tasksFromNxOutput(`${esc}[2m> ${esc}[22m${esc}[2mnx run${esc}[22m i18n:build  [local cache]\n${esc}[2m> ${esc}[22m${esc}[2mnx run${esc}[22m site:build`)).toEqual({ 'i18n:build': true, 'site:build': false });
  });
});

describe('changedFiles and renderedPages', () => {
  it('lists files added, removed or changed between two snapshots', () => {
    const before = new Map([['a.html', '1'], ['b.json', '2'], ['gone.html', '3']]);
    const after = new Map([['a.html', '1'], ['b.json', '9'], ['new.html', '4']]);
    expect(changedFiles(before, after)).toEqual(['b.json', 'gone.html', 'new.html']);
  });

  it('reads how many pages the build rendered and how many were unchanged', () => {
    expect(renderedPages('x\nRendered 2 pages; 3018 were unchanged since the last build into dist/client.\nBuilt 3010 pages')).toEqual({ rendered: 2, reused: 3018 });
    expect(renderedPages('Built 3010 pages')).toBeUndefined();
  });
});
