import { describe, expect, it } from 'vitest';
import { convertNpmCommands } from './npm2yarn.js';

/** [npm, Yarn, pnpm] */
const cases: Array<[string, string, string]> = [
  ['npm install', 'yarn install', 'pnpm install'],
  ['npm i', 'yarn install', 'pnpm install'],
  ['npm install react react-dom', 'yarn add react react-dom', 'pnpm add react react-dom'],
  ['npm i --save-dev typescript', 'yarn add --dev typescript', 'pnpm add --save-dev typescript'],
  ['npm i -D typescript@5', 'yarn add --dev typescript@5', 'pnpm add -D typescript@5'],
  ['npm install --save lodash', 'yarn add lodash', 'pnpm add lodash'],
  ['npm install -E -O fsevents', 'yarn add --exact --optional fsevents', 'pnpm add -E -O fsevents'],
  ['npm install -g @immich/cli', 'yarn global add @immich/cli', 'pnpm add -g @immich/cli'],
  ['npm ci', 'yarn install --immutable', 'pnpm install --frozen-lockfile'],
  ['npm uninstall -D lodash', 'yarn remove lodash', 'pnpm remove lodash'],
  ['npm rm --global @immich/cli', 'yarn global remove @immich/cli', 'pnpm remove -g @immich/cli'],
  ['npm run build', 'yarn build', 'pnpm build'],
  ['npm run serve -- --port 3001', 'yarn serve --port 3001', 'pnpm serve --port 3001'],
  ['npm run install', 'yarn run install', 'pnpm run install'],
  ['npm run outdated', 'yarn outdated', 'pnpm run outdated'],
  ['npm run', 'yarn run', 'pnpm run'],
  ['npm test -- --watch', 'yarn test --watch', 'pnpm test --watch'],
  ['npm start', 'yarn start', 'pnpm start'],
  ['npm init', 'yarn init', 'pnpm init'],
  ['npm init -y', 'yarn init -y', 'pnpm init'],
  ['npm init docusaurus@latest my-site classic', 'yarn create docusaurus my-site classic', 'pnpm create docusaurus my-site classic'],
  ['npm create vite@latest my-app -- --template react', 'yarn create vite my-app --template react', 'pnpm create vite my-app --template react'],
  ['npx create-docusaurus@latest my-site classic', 'yarn create docusaurus my-site classic', 'pnpm create docusaurus my-site classic'],
  ['npx docusaurus start', 'yarn docusaurus start', 'pnpm exec docusaurus start'],
  ['npx -y prettier@3 --check .', 'yarn dlx prettier@3 --check .', 'pnpm dlx prettier@3 --check .'],
  ['npx -p @immich/cli immich login', 'yarn dlx -p @immich/cli immich login', 'pnpm --package=@immich/cli dlx immich login'],
  ['npm exec -- eslint .', 'yarn eslint .', 'pnpm exec eslint .'],
  ['npm update', 'yarn up', 'pnpm update'],
  ['npm update -g npm-check', 'yarn global upgrade npm-check', 'pnpm update -g npm-check'],
  ['npm publish --access public', 'yarn npm publish --access public', 'pnpm publish --access public'],
  ['npm explain react', 'yarn why react', 'pnpm why react'],
  ['npm cache clean --force', 'yarn cache clean', 'pnpm store prune'],
  ['npm run build -w docs', 'yarn workspace docs build', 'pnpm --filter docs build'],
  ['npm install --workspace=@acme/web left-pad', 'yarn workspace @acme/web add left-pad', 'pnpm --filter @acme/web add left-pad'],
  ['npm pack', 'yarn pack', 'pnpm pack'],
];

describe('convertNpmCommands', () => {
  it.each(cases)('%s', (npm, yarn, pnpm) => {
    expect(convertNpmCommands(npm, 'yarn')).toBe(yarn);
    expect(convertNpmCommands(npm, 'pnpm')).toBe(pnpm);
  });

  it('converts each command of a line, keeping operators, prompts, sudo, variables and comments', () => {
    expect(convertNpmCommands('cd site && npm ci && npm run build # then deploy', 'yarn')).toBe('cd site && yarn install --immutable && yarn build # then deploy');
    expect(convertNpmCommands('$ sudo npm i -g pm2; NODE_ENV=production npm start', 'pnpm')).toBe('$ sudo pnpm add -g pm2; NODE_ENV=production pnpm start');
  });

  it('keeps lines that run no npm command exactly as written, and the number of lines', () => {
    const code = '# Install\n  npm  install\n\ndocker compose up -d\necho "npm install" | tee log';
    expect(convertNpmCommands(code, 'yarn')).toBe('# Install\n  yarn install\n\ndocker compose up -d\necho "npm install" | tee log');
    expect(convertNpmCommands(code, 'pnpm').split('\n')).toHaveLength(5);
  });

  it('keeps quoted arguments whole', () => {
    expect(convertNpmCommands('npm run lint -- --format "stylish report"', 'pnpm')).toBe('pnpm lint --format "stylish report"');
  });
});
