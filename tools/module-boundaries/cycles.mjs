// Import cycles between source files, type-only imports and dynamic imports included: the lint rule
// (import-x/no-cycle) sees runtime imports only, and a circle of types is as much a knot.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const SOURCE = /\.(ts|tsx|mts|mjs)$/;
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'out-tsc', 'storybook-static', 'content', '__fixtures__', 'coverage']);

/** Source files below `dirs`, skipping build output, dependencies and content. */
export function sourceFiles(dirs) {
  const out = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (!SKIPPED_FOLDERS.has(entry.name)) walk(path.join(dir, entry.name));
      } else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(path.join(dir, entry.name));
    }
  };
  for (const dir of dirs) if (fs.existsSync(dir)) walk(dir);
  return out;
}

/** The file a relative specifier names, as TypeScript with NodeNext resolves `.js` to `.ts`. */
function resolveRelative(from, specifier, known) {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [base, base.replace(/\.js$/, '.ts'), base.replace(/\.js$/, '.tsx'), base.replace(/\.mjs$/, '.mts'), `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')];
  return candidates.find((file) => known.has(file));
}

/**
 * Every cycle of relative imports among `files` (read through `read`), each as its files in the
 * order they import one another, the first repeated at the end.
 * @param {string[]} files absolute paths
 * @param {(file: string) => string} [read]
 * @returns {string[][]}
 */
export function importCycles(files, read = (file) => fs.readFileSync(file, 'utf8')) {
  const known = new Set(files);
  const edges = new Map(files.map((file) => [file, ts.preProcessFile(read(file), true, true).importedFiles.map((i) => resolveRelative(file, i.fileName, known)).filter(Boolean)]));
  // Tarjan's strongly connected components; each component of two or more files holds a cycle.
  let counter = 0;
  const order = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];
  const visit = (file) => {
    order.set(file, counter);
    low.set(file, counter++);
    stack.push(file);
    onStack.add(file);
    for (const next of edges.get(file)) {
      if (!order.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file), low.get(next)));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file), order.get(next)));
    }
    if (low.get(file) !== order.get(file)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    // In the order the walk met them, so a cycle starts at the file the walk entered it by.
    if (component.length > 1 || edges.get(file).includes(file)) components.push(component.sort((x, y) => order.get(x) - order.get(y)));
  };
  for (const file of files) if (!order.has(file)) visit(file);
  return components.map((component) => cycleThrough(component, edges));
}

/** One concrete cycle inside a component: a path from its first file back to it. */
function cycleThrough(component, edges) {
  const inside = new Set(component);
  const start = component[0];
  const previous = new Map([[start, undefined]]);
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift();
    for (const next of edges.get(file)) {
      if (!inside.has(next)) continue;
      if (next === start) {
        const cycle = [start];
        for (let at = file; at !== start; at = previous.get(at)) cycle.splice(1, 0, at);
        return [...cycle, start];
      }
      if (!previous.has(next)) {
        previous.set(next, file);
        queue.push(next);
      }
    }
  }
  return [...component, start];
}
