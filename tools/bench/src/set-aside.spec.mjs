import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setAside } from './set-aside.mjs';

describe('setAside', () => {
  it('moves a folder into the work folder, keeping its files, and skips one that is not there', () => {
    const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'set-aside-'));
    try {
      for (const round of [1, 2]) {
        const out = path.join(workDir, 'site', 'out');
        fs.mkdirSync(path.join(out, 'ru'), { recursive: true });
        fs.writeFileSync(path.join(out, 'ru', 'index.html'), `round ${round}`);
        setAside(out, workDir);
        expect(fs.existsSync(out)).toBe(false);
      }
      setAside(path.join(workDir, 'missing'), workDir);
      const kept = fs.readdirSync(path.join(workDir, '.set-aside')).sort();
      expect(kept).toHaveLength(2);
      expect(kept.map((name) => fs.readFileSync(path.join(workDir, '.set-aside', name, 'ru', 'index.html'), 'utf8')).sort()).toEqual(['round 1', 'round 2']);
    } finally {
      fs.rmSync(workDir, { recursive: true, force: true });
    }
  });
});
