// Fails when a TypeScript project reference is missing or stale. Nx's task sync generator for
// references is off for task runs (nx.json `sync.disabledTaskSyncGenerators`): it computed the
// project graph twice more before every `nx run`, a few seconds of each one-page rebuild. This
// check runs it once in `npm test` instead, without writing anything.
import { execFileSync } from 'node:child_process';

const output = execFileSync('npx', ['nx', 'g', '@nx/js:typescript-sync', '--dry-run'], { encoding: 'utf8', env: { ...process.env, FORCE_COLOR: '0' } });
const changes = output.split('\n').filter((line) => /^(CREATE|UPDATE|DELETE) /.test(line));
if (changes.length > 0) {
  console.error(`TypeScript project references are out of date:\n${changes.join('\n')}\nRun \`npx nx sync\` and commit the result.`);
  process.exit(1);
}
console.log('TypeScript project references match the project graph.');
