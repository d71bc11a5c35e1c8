import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** A component found in the source: the file it is declared in and its name there. */
export interface FoundComponent {
  file: string;
  name: string;
  /** The name other modules import it by ('default' for a default export), or null when not exported. */
  exportName: string | null;
}

/** Where a name comes from: a module (an absolute file without extension, or a package) and its export. */
export interface Origin {
  module: string;
  name: string;
}

export const originKey = ({ module, name }: Origin) => `${module}#${name}`;

/** The `.tsx` files of a folder, tests and stories left out. */
export function componentFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.tsx') && !/\.(test|stories)\.tsx$/.test(file))
    .map((file) => path.join(folder, file));
}

export const withoutExtension = (file: string) => file.replace(/\.(tsx?|jsx?)$/, '');

/** A relative import resolved to a file without extension; a package stays as it is. */
function resolveModule(from: string, specifier: string): string {
  if (!specifier.startsWith('.')) return specifier;
  const target = path.resolve(path.dirname(from), specifier);
  for (const extension of ['.tsx', '.ts']) if (existsSync(target + extension)) return target;
  return withoutExtension(target);
}

/**
 * The components of `sources` that render one of `roots` directly: a JSX element whose tag is
 * imported from (or declared in) the module and name of a root, `<X>` or `<Namespace.X>`.
 * A component is a function declared at the top level of its file (a function declaration, or a
 * variable holding an arrow or function expression) with a capitalised name.
 */
export function findComponentsRendering(sources: { file: string; text: string }[], roots: Origin[]): FoundComponent[] {
  const rootKeys = new Set(roots.map(originKey));
  const found: FoundComponent[] = [];
  for (const { file, text } of sources) {
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
    const here = withoutExtension(file);
    // local name → where it comes from; a namespace import keeps name '*'.
    const origins = new Map<string, Origin>();
    for (const statement of source.statements) {
      if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
      const module = resolveModule(file, statement.moduleSpecifier.text);
      const clause = statement.importClause;
      if (!clause) continue;
      if (clause.name) origins.set(clause.name.text, { module, name: 'default' });
      const bindings = clause.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) origins.set(bindings.name.text, { module, name: '*' });
      if (bindings && ts.isNamedImports(bindings))
        for (const element of bindings.elements)
          origins.set(element.name.text, { module, name: (element.propertyName ?? element.name).text });
    }
    const originOf = (tag: ts.JsxTagNameExpression): Origin | null => {
      if (ts.isIdentifier(tag)) return origins.get(tag.text) ?? { module: here, name: tag.text };
      if (ts.isPropertyAccessExpression(tag) && ts.isIdentifier(tag.expression)) {
        const namespace = origins.get(tag.expression.text);
        return namespace?.name === '*' ? { module: namespace.module, name: tag.name.text } : null;
      }
      return null;
    };
    const rendersRoot = (node: ts.Node): boolean => {
      if (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) {
        const origin = originOf(node.tagName);
        if (origin && rootKeys.has(originKey(origin))) return true;
      }
      return ts.forEachChild(node, rendersRoot) ?? false;
    };
    // `export { a, b as c }` at the end of a file: local name → exported name.
    const exportedLater = new Map<string, string>();
    for (const statement of source.statements)
      if (ts.isExportDeclaration(statement) && !statement.moduleSpecifier && statement.exportClause)
        if (ts.isNamedExports(statement.exportClause))
          for (const element of statement.exportClause.elements)
            exportedLater.set((element.propertyName ?? element.name).text, element.name.text);
    for (const statement of source.statements) {
      const modifiers = ts.canHaveModifiers(statement) ? (ts.getModifiers(statement) ?? []) : [];
      const exported = modifiers.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
      const byDefault = modifiers.some((m) => m.kind === ts.SyntaxKind.DefaultKeyword);
      const candidates: { name: string; body: ts.Node }[] = [];
      if (ts.isFunctionDeclaration(statement) && statement.name && statement.body)
        candidates.push({ name: statement.name.text, body: statement.body });
      if (ts.isVariableStatement(statement))
        for (const declaration of statement.declarationList.declarations)
          if (
            ts.isIdentifier(declaration.name) &&
            declaration.initializer &&
            (ts.isArrowFunction(declaration.initializer) || ts.isFunctionExpression(declaration.initializer))
          )
            candidates.push({ name: declaration.name.text, body: declaration.initializer });
      for (const { name, body } of candidates)
        if (/^[A-Z]/.test(name) && rendersRoot(body))
          found.push({
            file,
            name,
            exportName: byDefault ? 'default' : exported ? name : (exportedLater.get(name) ?? null),
          });
    }
  }
  return found;
}
