import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseBuildSummary, runSiteBuild, scriptTakesOutDir } from './site-build.mjs';

describe('parseBuildSummary', () => {
  it('reads pages, pages per kind, total time and phases from the site build’s last line', () => {
    const output = 'api: 201 pages per locale\nBuilt 2770 pages (doc 750, api-operation 2000, api-intro 10, home 10) in 61234 ms; phases: {"content":4000,"prerender":30000}\n';
    expect(parseBuildSummary(output)).toEqual({ pages: 2770, pagesByKind: { doc: 750, 'api-operation': 2000, 'api-intro': 10, home: 10 }, scriptMs: 61234, phases: { content: 4000, prerender: 30000 } });
  });

  it('gives nothing for output without the line', () => {
    expect(parseBuildSummary('Site build failed')).toBeUndefined();
  });
});

describe('scriptTakesOutDir', () => {
  it('is true only for a script that reads LUMIDOC_OUT_DIR', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-script-'));
    fs.writeFileSync(path.join(dir, 'a.mjs'), "const outDir = process.env.LUMIDOC_OUT_DIR ?? 'dist';\n");
    fs.writeFileSync(path.join(dir, 'b.mjs'), "const outDir = 'dist';\n");
    expect([scriptTakesOutDir(path.join(dir, 'a.mjs')), scriptTakesOutDir(path.join(dir, 'b.mjs')), scriptTakesOutDir(path.join(dir, 'none.mjs'))]).toEqual([true, false, false]);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe('runSiteBuild', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-site-build-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  fs.mkdirSync(path.join(dir, 'scripts'));
  const script = (name, body) => {
    fs.writeFileSync(path.join(dir, 'scripts', name), body);
    return path.join(dir, 'scripts', name);
  };

  it('runs the script with LUMIDOC_OUT_DIR and reads its summary, peak memory and CPU time', async () => {
    // The script reports two pages only when it was given the output folder.
    const ok = script('ok.mjs', 'const n = process.env.LUMIDOC_OUT_DIR === "/out" ? 2 : 0;\nconsole.log(`Built ${n} pages (doc ${n}) in 5 ms; phases: {"prerender":3}`);\n');
    const result = await runSiteBuild({ script: ok, outDir: '/out' });
    expect(result).toMatchObject({ pages: 2, pagesByKind: { doc: 2 }, wallMs: 5, phases: { prerender: 3 } });
    expect(result.peakRssBytes).toBeGreaterThan(1e6);
    expect(result.cpuMs).toBeGreaterThanOrEqual(0);
  });

  it('fails with the script’s output when it fails or prints no summary', async () => {
    await expect(runSiteBuild({ script: script('fail.mjs', 'console.error("Site build failed: broken link");\nprocess.exit(1);\n'), outDir: '/out' })).rejects.toThrow(/exited with code 1:\nSite build failed: broken link/);
    await expect(runSiteBuild({ script: script('quiet.mjs', 'console.log("done");\n'), outDir: '/out' })).rejects.toThrow(/did not print its "Built <n> pages/);
  });
});
