import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseGitLog, pickLastUpdate, readGitLastUpdates } from './last-update.js';

describe('parseGitLog', () => {
  it('keeps the newest commit of each file, as ISO dates in UTC with the author', () => {
    const output = [
      '\x1e1719230400\x1fAlex Tran',
      '',
      'docs/en/install/docker.md',
      'docs/ru/install/docker.md',
      '\x1e1688169600\x1fЗинаида',
      '',
      'docs/en/install/docker.md',
      'docs/en/FAQ.md',
      '\x1e1672531200\x1f',
      '',
      'docs/zh-Hans/概述.md',
      '',
    ].join('\n');
    expect(parseGitLog(output)).toEqual(
      new Map([
        ['docs/en/install/docker.md', { date: '2024-06-24T12:00:00.000Z', author: 'Alex Tran' }],
        ['docs/ru/install/docker.md', { date: '2024-06-24T12:00:00.000Z', author: 'Alex Tran' }],
        ['docs/en/FAQ.md', { date: '2023-07-01T00:00:00.000Z', author: 'Зинаида' }],
        ['docs/zh-Hans/概述.md', { date: '2023-01-01T00:00:00.000Z' }],
      ]),
    );
  });

  it('gives an empty map for empty output', () => {
    expect(parseGitLog('')).toEqual(new Map());
  });
});

describe('pickLastUpdate', () => {
  const git = { date: '2024-06-24T12:00:00.000Z', author: 'Alex Tran' };
  it('lets front matter win field by field', () => {
    expect(pickLastUpdate({ date: '2025-01-02', author: 'Docs team' }, git)).toEqual({ date: '2025-01-02', author: 'Docs team' });
    expect(pickLastUpdate({ author: 'Docs team' }, git)).toEqual({ date: git.date, author: 'Docs team' });
    expect(pickLastUpdate(undefined, git)).toEqual(git);
    expect(pickLastUpdate({ author: 'Docs team' }, undefined)).toBeUndefined();
  });
});

describe('readGitLastUpdates', () => {
  let repo: string;
  afterEach(() => fs.rmSync(repo, { recursive: true, force: true }));

  const commit = (message: string, date: string, author: string) =>
    execFileSync('git', ['-c', 'commit.gpgsign=false', 'commit', '-q', '-m', message], {
      cwd: repo,
      env: { ...process.env, GIT_AUTHOR_NAME: author, GIT_AUTHOR_EMAIL: 'a@example.org', GIT_COMMITTER_NAME: author, GIT_COMMITTER_EMAIL: 'a@example.org', GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date },
    });
  const write = (rel: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(repo, rel)), { recursive: true });
    fs.writeFileSync(path.join(repo, rel), text);
  };

  it('reads the last commit of every file below the folder with one git log; uncommitted files have none', async () => {
    repo = fs.mkdtempSync(path.join(os.tmpdir(), 'lumidoc-git-'));
    execFileSync('git', ['init', '-q'], { cwd: repo });
    write('site/content/docs/en/a.md', '# A\n');
    write('site/content/docs/ru/ä b.md', '# B\n');
    write('outside.md', 'not content');
    execFileSync('git', ['add', '.'], { cwd: repo });
    commit('first', '2024-01-02T03:04:05Z', 'First Author');
    write('site/content/docs/en/a.md', '# A, changed\n');
    execFileSync('git', ['add', '.'], { cwd: repo });
    commit('second', '2024-03-04T05:06:07+02:00', 'Second Author');
    write('site/content/docs/en/new.md', '# Not committed\n');

    const updates = await readGitLastUpdates(path.join(repo, 'site', 'content'));
    expect(updates).toEqual(
      new Map([
        ['docs/en/a.md', { date: '2024-03-04T03:06:07.000Z', author: 'Second Author' }],
        ['docs/ru/ä b.md', { date: '2024-01-02T03:04:05.000Z', author: 'First Author' }],
      ]),
    );
  });

  it('gives an empty map outside a git checkout', async () => {
    repo = fs.mkdtempSync(path.join(os.tmpdir(), 'lumidoc-nogit-'));
    write('content/docs/en/a.md', '# A\n');
    expect(await readGitLastUpdates(path.join(repo, 'content'))).toEqual(new Map());
  });
});
