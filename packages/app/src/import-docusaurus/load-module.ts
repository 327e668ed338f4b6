import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import vm from 'node:vm';
import { build } from 'esbuild';
import { standInModule } from './stand-in-module.js';

/** A package the module imports that could not be loaded; a stand-in took its place. */
export interface MissingImport {
  specifier: string;
  reason: string;
}

export interface LoadedModule {
  /** The module's default export (or `module.exports`), awaited and, when a function, called. */
  value: unknown;
  missing: MissingImport[];
}

const isBareSpecifier = (id: string) => !id.startsWith('.') && !path.isAbsolute(id) && !id.startsWith('node:');

/**
 * Loads a Docusaurus config or sidebars file as Docusaurus would run it: JavaScript (ESM or
 * CommonJS) or TypeScript. Its own relative imports are bundled and transpiled; the packages it
 * imports are loaded from the site's `node_modules`, and one that cannot be loaded gets a stand-in
 * (listed in `missing`) so the rest of the file can still be read.
 */
export async function loadModule(moduleFile: string): Promise<LoadedModule> {
  const file = path.resolve(moduleFile);
  const dir = path.dirname(file);
  const url = pathToFileURL(file).href;
  const bundled = await build({
    entryPoints: [file],
    bundle: true,
    write: false,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    packages: 'external',
    logLevel: 'silent',
    define: { 'import.meta.url': JSON.stringify(url), 'import.meta.dirname': JSON.stringify(dir), 'import.meta.filename': JSON.stringify(file) },
  });
  const code = bundled.outputFiles[0]!.text;
  const missing: MissingImport[] = [];
  const realRequire = createRequire(file);
  const siteRequire = Object.assign(
    (id: string): unknown => {
      try {
        return realRequire(id);
      } catch (error) {
        if (!isBareSpecifier(id)) throw error;
        const message = error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error);
        const notInstalled = (error as NodeJS.ErrnoException).code === 'MODULE_NOT_FOUND' && message.includes(`'${id}'`);
        if (!missing.some((entry) => entry.specifier === id)) missing.push({ specifier: id, reason: notInstalled ? 'not installed' : `could not be loaded (${message})` });
        return standInModule(id);
      }
    },
    {
      resolve: (id: string) => {
        try {
          return realRequire.resolve(id);
        } catch {
          return isBareSpecifier(id) ? id : path.resolve(dir, id);
        }
      },
      cache: realRequire.cache,
      main: undefined,
      extensions: realRequire.extensions,
    },
  );
  const module = { exports: {} as unknown };
  const run = vm.compileFunction(code, ['exports', 'require', 'module', '__filename', '__dirname'], { filename: file });
  run(module.exports, siteRequire, module, file, dir);
  const exported = module.exports as { __esModule?: boolean; default?: unknown };
  let value: unknown = exported.__esModule || (typeof exported === 'object' && exported !== null && 'default' in exported && Object.keys(exported).length === 1) ? exported.default : exported;
  value = await value;
  // Docusaurus accepts a config written as a (possibly async) function that returns it.
  if (typeof value === 'function') value = await (value as () => unknown)();
  return { value, missing };
}
