// Preloaded (`node --import`) into a build process the bench does not own, to learn its peak
// memory and CPU time: on exit, writes `{ peakRssBytes, cpuMs }` to the file named by
// LUMIDOC_BENCH_USAGE_FILE.
import fs from 'node:fs';

const target = process.env.LUMIDOC_BENCH_USAGE_FILE;
if (target) {
  process.on('exit', () => {
    const usage = process.resourceUsage();
    fs.writeFileSync(target, JSON.stringify({ peakRssBytes: usage.maxRSS * 1024, cpuMs: Math.round((usage.userCPUTime + usage.systemCPUTime) / 1000) }));
  });
}
