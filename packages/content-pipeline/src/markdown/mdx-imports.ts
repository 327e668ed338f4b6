import type { Expression, ImportDeclaration, ModuleDeclaration, Program, Statement } from 'estree';
import type { Root, RootContent } from 'mdast';

// MDX files import the theme's components, partials and the site's components. The compile
// resolves each import itself (no module is loaded from disk): every `import` becomes an exported
// constant read from the list the runtime is given, in the order written.

/** The name under which `run` hands the resolved modules to the compiled MDX (its first argument). */
export const IMPORTS_KEY = 'lumidocImports';

/** One `import` statement of an MDX file. */
export interface MdxImport {
  /** The module as written: `@theme/Tabs`, `./_note.mdx`, `@site/src/components/Box`. */
  source: string;
  line?: number;
  column?: number;
  /** Each binding: the export it reads (`default`, a name, or `*` for the whole module) and the local name. */
  names: Array<{ imported: string; local: string }>;
}

interface MdxjsEsm {
  type: 'mdxjsEsm';
  value: string;
  position?: RootContent['position'];
  data?: { estree?: Program | null };
}

const identifier = (name: string) => ({ type: 'Identifier' as const, name });
const literal = (value: string | number) => ({ type: 'Literal' as const, value });
const member = (object: Expression, property: Expression): Expression => ({ type: 'MemberExpression', object, property, computed: true, optional: false });

/** `export const local = arguments[0].lumidocImports[index]["imported"]`, which MDX keeps as module code. */
function bindingFor(index: number, names: MdxImport['names']): ModuleDeclaration {
  const module = member(member(member(identifier('arguments'), literal(0)), literal(IMPORTS_KEY)), literal(index));
  return {
    type: 'ExportNamedDeclaration',
    specifiers: [],
    source: null,
    attributes: [],
    declaration: {
      type: 'VariableDeclaration',
      kind: 'const',
      declarations: names.map(({ imported, local }) => ({ type: 'VariableDeclarator', id: identifier(local), init: imported === '*' ? module : member(module, literal(imported)) })),
    },
  } as ModuleDeclaration;
}

function importOf(declaration: ImportDeclaration, line: number | undefined): MdxImport {
  const names = declaration.specifiers.map((specifier) => {
    if (specifier.type === 'ImportDefaultSpecifier') return { imported: 'default', local: specifier.local.name };
    if (specifier.type === 'ImportNamespaceSpecifier') return { imported: '*', local: specifier.local.name };
    const imported = specifier.imported.type === 'Identifier' ? specifier.imported.name : String(specifier.imported.value);
    return { imported, local: specifier.local.name };
  });
  const start = (declaration as { loc?: { start: { line: number; column: number } } }).loc?.start;
  return { source: String(declaration.source.value), line: start?.line ?? line, ...(start ? { column: start.column + 1 } : {}), names };
}

/**
 * Takes the `import` statements out of the top-level ESM blocks of `tree` and puts in their place
 * bindings to the runtime's list of resolved modules. Returns the imports in order: the module at
 * index i of that list must be the one `imports[i]` names.
 */
export function takeImports(tree: Root): MdxImport[] {
  const imports: MdxImport[] = [];
  for (const node of tree.children as unknown as MdxjsEsm[]) {
    if (node.type !== 'mdxjsEsm' || !node.data?.estree) continue;
    const program = node.data.estree;
    program.body = program.body.flatMap((statement): Array<Statement | ModuleDeclaration> => {
      if (statement.type !== 'ImportDeclaration') return [statement];
      const found = importOf(statement, node.position?.start.line);
      imports.push(found);
      // A side-effect import (`import './x.css'`) binds nothing; the caller still resolves it.
      return found.names.length ? [bindingFor(imports.length - 1, found.names)] : [];
    });
  }
  return imports;
}
