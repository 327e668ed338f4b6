/**
 * Rewrites npm commands for Yarn and pnpm, for code fences marked `npm2yarn`. Each line is
 * converted on its own, so a block keeps its line count (and its highlighted lines). Words that are
 * not an `npm`/`npx` command (comments, `cd`, `docker …`) stay exactly as written.
 *
 * Yarn means today's Yarn (2 and later: `dlx`, `up`, `install --immutable`, `yarn npm publish`),
 * except for global installs, which only Yarn 1 has (`yarn global add`).
 */
export type PackageManager = 'yarn' | 'pnpm';

type Words = string[];

const INSTALL = new Set(['install', 'i', 'in', 'ins', 'inst', 'insta', 'instal', 'isnt', 'isnta', 'isntal', 'isntall', 'add']);
const CLEAN_INSTALL = new Set(['ci', 'clean-install', 'ic', 'install-clean', 'isntall-clean']);
const UNINSTALL = new Set(['uninstall', 'un', 'unlink', 'remove', 'rm', 'r']);
const RUN = new Set(['run', 'run-script', 'rum', 'urn']);
const LIFECYCLE: Record<string, string> = { test: 'test', t: 'test', tst: 'test', start: 'start', stop: 'stop', restart: 'restart' };
const INIT = new Set(['init', 'create', 'innit']);
const UPDATE = new Set(['update', 'up', 'upgrade', 'udpate']);
const REGISTRY = new Set(['publish', 'login', 'logout', 'whoami', 'audit']);

/** Commands of each tool that a script of the same name would be mistaken for, so `run` is kept. */
const BUILT_IN: Record<PackageManager, Set<string>> = {
  yarn: new Set('add bin cache config constraints create dedupe dlx exec explain info init install link node npm pack patch plugin rebuild remove run search set stage unlink unplug up upgrade-interactive version why workspace workspaces'.split(' ')),
  pnpm: new Set('add audit bin cache config create dedupe deploy dlx doctor env exec fetch import init install licenses link list ls outdated pack patch prune publish rebuild remove rm root run self-update server setup store unlink up update why'.split(' ')),
};

const isFlag = (word: string) => word.startsWith('-');
const GLOBAL = new Set(['-g', '--global']);
const SAVE_PROD = new Set(['-S', '--save', '-P', '--save-prod']);
/** npm's save flags as Yarn spells them; pnpm spells them as npm does. */
const YARN_SAVE_FLAGS: Record<string, string> = { '-D': '--dev', '--save-dev': '--dev', '-E': '--exact', '--save-exact': '--exact', '-O': '--optional', '--save-optional': '--optional', '--save-peer': '--peer' };

/** Splits words at spaces outside quotes; quotes stay part of their word. */
function splitWords(text: string): Words {
  const words: Words = [];
  let current = '';
  let quote: string | undefined;
  for (const char of text) {
    if (quote) {
      current += char;
      if (char === quote) quote = undefined;
    } else if (char === '"' || char === "'") {
      quote = char;
      current += char;
    } else if (/\s/.test(char)) {
      if (current) words.push(current);
      current = '';
    } else {
      current += char;
    }
  }
  if (current) words.push(current);
  return words;
}

/** Splits a line into commands and the operators between them (`&&`, `||`, `;`, `|`), outside quotes. */
function splitCommands(line: string): string[] {
  const parts: string[] = [];
  let start = 0;
  let quote: string | undefined;
  for (let index = 0; index < line.length; index++) {
    const char = line[index]!;
    if (quote) {
      if (char === quote) quote = undefined;
      continue;
    }
    if (char === '"' || char === "'") quote = char;
    else if (char === '#' && (index === 0 || /\s/.test(line[index - 1]!))) {
      // A comment is kept as written, like an operator.
      parts.push(line.slice(start, index), line.slice(index));
      start = line.length;
      break;
    }
    else if (char === ';' || char === '|' || (char === '&' && line[index + 1] === '&')) {
      const length = line[index + 1] === char ? 2 : 1;
      parts.push(line.slice(start, index), line.slice(index, index + length));
      start = index + length;
      index += length - 1;
    }
  }
  parts.push(line.slice(start));
  return parts;
}

/** `-w name`, `--workspace name` and `--workspace=name` taken out of `args`: the workspace and the rest. */
function takeWorkspace(args: Words): { workspace?: string; rest: Words } {
  const rest: Words = [];
  let workspace: string | undefined;
  for (let index = 0; index < args.length; index++) {
    const word = args[index]!;
    if ((word === '-w' || word === '--workspace') && args[index + 1] !== undefined) workspace = args[++index];
    else if (word.startsWith('--workspace=')) workspace = word.slice('--workspace='.length);
    else rest.push(word);
  }
  return workspace === undefined ? { rest } : { workspace, rest };
}

/** Arguments after the command, without the `--` npm needs before arguments meant for a script or package. */
const withoutSeparator = (args: Words) => {
  const index = args.indexOf('--');
  return index < 0 ? args : [...args.slice(0, index), ...args.slice(index + 1)];
};

function install(args: Words, to: PackageManager): Words {
  const global = args.some((word) => GLOBAL.has(word));
  const kept = args.filter((word) => !GLOBAL.has(word) && !SAVE_PROD.has(word));
  const hasPackages = kept.some((word) => !isFlag(word));
  if (to === 'pnpm') return hasPackages || global ? ['add', ...(global ? ['-g'] : []), ...kept] : ['install', ...kept];
  const flags = kept.map((word) => YARN_SAVE_FLAGS[word] ?? word);
  if (global) return ['global', 'add', ...flags];
  return hasPackages ? ['add', ...flags] : ['install', ...flags];
}

function uninstall(args: Words, to: PackageManager): Words {
  const global = args.some((word) => GLOBAL.has(word));
  // Both tools find the package in whichever dependency list has it: npm's save flags are left out.
  const kept = args.filter((word) => !GLOBAL.has(word) && !SAVE_PROD.has(word) && !(word in YARN_SAVE_FLAGS));
  if (to === 'pnpm') return ['remove', ...(global ? ['-g'] : []), ...kept];
  return global ? ['global', 'remove', ...kept] : ['remove', ...kept];
}

function runScript(args: Words, to: PackageManager): Words {
  const [script, ...rest] = args;
  if (script === undefined) return ['run'];
  const scriptArgs = withoutSeparator(rest);
  return BUILT_IN[to].has(script) ? ['run', script, ...scriptArgs] : [script, ...scriptArgs];
}

/** `create-app@latest` -> `app`: how `create` names a starter; `@latest` is what both tools fetch anyway. */
const starterName = (name: string) => name.replace(/^create-/, '').replace(/@latest$/, '');

/** `npm init` (a package.json) or `npm init <starter>` / `npm create <starter>` (run a create- package). */
function init(subcommand: string, args: Words, to: PackageManager): Words {
  const starterIndex = args.findIndex((word) => !isFlag(word));
  if (starterIndex < 0) {
    // pnpm init asks nothing, so it has no --yes.
    return to === 'pnpm' ? ['init', ...args.filter((word) => word !== '-y' && word !== '--yes')] : ['init', ...args];
  }
  if (subcommand === 'init' && args[starterIndex]!.startsWith('.')) return ['init', ...args];
  const rest = withoutSeparator(args.slice(starterIndex + 1)).filter((word) => word !== '-y' && word !== '--yes');
  return ['create', starterName(args[starterIndex]!), ...rest];
}

/**
 * `npx` and `npm exec`: a `create-` package is run with `create`; a package named with a version
 * or through `--package` is fetched and run once (`dlx`); a bare name is a project's own binary,
 * which `yarn <bin>` and `pnpm exec <bin>` run without fetching a package that may not be it.
 */
function execute(args: Words, to: PackageManager): Words {
  const packages: Words = [];
  const rest: Words = [];
  for (let index = 0; index < args.length; index++) {
    const word = args[index]!;
    if (word === '-y' || word === '--yes' || word === '--') continue;
    if (word === '-p' || word === '--package') packages.push(args[++index] ?? '');
    else if (word.startsWith('--package=')) packages.push(word.slice('--package='.length));
    else rest.push(word);
  }
  const [command, ...commandArgs] = rest;
  if (command === undefined) return ['dlx'];
  if (!packages.length && /^create-[^@/]/.test(command)) return ['create', starterName(command), ...commandArgs];
  const fetched = packages.length > 0 || /.@/.test(command);
  if (!fetched) return to === 'pnpm' ? ['exec', command, ...commandArgs] : [command, ...commandArgs];
  const packageFlags = packages.flatMap((name) => (to === 'pnpm' ? [`--package=${name}`] : ['-p', name]));
  return to === 'pnpm' ? [...packageFlags, 'dlx', command, ...commandArgs] : ['dlx', ...packageFlags, command, ...commandArgs];
}

function update(args: Words, to: PackageManager): Words {
  const global = args.some((word) => GLOBAL.has(word));
  const kept = args.filter((word) => !GLOBAL.has(word));
  if (to === 'pnpm') return ['update', ...(global ? ['-g'] : []), ...kept];
  return global ? ['global', 'upgrade', ...kept] : ['up', ...kept];
}

/** The words after `yarn`/`pnpm` for the words after `npm`. */
function npmCommand(args: Words, to: PackageManager): Words {
  const { workspace, rest } = takeWorkspace(args);
  const commandIndex = rest.findIndex((word) => !isFlag(word));
  if (commandIndex < 0) return rest;
  const before = rest.slice(0, commandIndex);
  const subcommand = rest[commandIndex]!;
  const after = rest.slice(commandIndex + 1);
  let converted: Words;
  if (INSTALL.has(subcommand)) converted = install(after, to);
  else if (CLEAN_INSTALL.has(subcommand)) converted = ['install', to === 'pnpm' ? '--frozen-lockfile' : '--immutable', ...after];
  else if (UNINSTALL.has(subcommand)) converted = uninstall(after, to);
  else if (RUN.has(subcommand)) converted = runScript(after, to);
  else if (subcommand in LIFECYCLE) converted = [LIFECYCLE[subcommand]!, ...withoutSeparator(after)];
  else if (INIT.has(subcommand)) converted = init(subcommand, after, to);
  else if (subcommand === 'exec' || subcommand === 'x') converted = execute(after, to);
  else if (UPDATE.has(subcommand)) converted = update(after, to);
  else if (subcommand === 'explain') converted = ['why', ...after];
  else if (subcommand === 'cache' && after[0] === 'clean') converted = to === 'pnpm' ? ['store', 'prune'] : ['cache', 'clean'];
  else if (REGISTRY.has(subcommand) && to === 'yarn') converted = ['npm', subcommand, ...after];
  // Most other commands (pack, link, rebuild, dedupe, config, version, why …) have the same name.
  else converted = [subcommand, ...after];
  if (workspace === undefined) return [...before, ...converted];
  return to === 'pnpm' ? ['--filter', workspace, ...before, ...converted] : ['workspace', workspace, ...before, ...converted];
}

/** Words before the command itself that stay in place: a prompt, `sudo`, variable assignments. */
const isPrefixWord = (word: string) => word === '$' || word === 'sudo' || /^[A-Za-z_][A-Za-z0-9_]*=/.test(word);

function convertCommand(command: string, to: PackageManager): string {
  const words = splitWords(command);
  let index = 0;
  while (index < words.length && isPrefixWord(words[index]!)) index++;
  const tool = words[index];
  if (tool !== 'npm' && tool !== 'npx') return command;
  const args = words.slice(index + 1);
  const converted = tool === 'npx' ? execute(args, to) : npmCommand(args, to);
  const leading = /^\s*/.exec(command)![0];
  const trailing = /\s*$/.exec(command)![0];
  return `${leading}${[...words.slice(0, index), to, ...converted].join(' ')}${trailing}`;
}

/** `code` with every `npm`/`npx` command written for `to`; everything else as it was. */
export function convertNpmCommands(code: string, to: PackageManager): string {
  return code
    .split('\n')
    .map((line) =>
      splitCommands(line)
        .map((part, index) => (index % 2 === 0 ? convertCommand(part, to) : part))
        .join(''),
    )
    .join('\n');
}
