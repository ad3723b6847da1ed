/**
 * Which messages of a catalog the code reads, by full key path. The type checker follows every
 * access (`t.common.openMenu`, `const { title } = t.about`, `t.leads.statuses[status]`, a group
 * handed to a component whose props are typed with it) back to its entry in the English catalog,
 * so a key is read only where the code names that key, not any key of the same last name.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { convertToTsx } from '@astrojs/astro2tsx';
import ts from 'typescript';

export interface ReadCheck {
  /** The English catalog's modules, its index among them, by the name the result uses. */
  catalogs: Record<string, string[]>;
  /** The files that read them: TypeScript, TSX and Astro components. */
  readers: string[];
  /** The text of files not on disk, by path. */
  files?: Map<string, string>;
}

/** Every message of each catalog that no reader reads, as full key paths (a list's items as `*`). */
export function unreadMessages({ catalogs, readers, files = new Map() }: ReadCheck): Record<string, string[]> {
  const text = (path: string) => files.get(path) ?? readFileSync(path, 'utf8');
  for (const path of readers.filter((reader) => reader.endsWith('.astro'))) {
    files.set(`${path}.tsx`, convertToTsx(text(path), { filename: path, ambientTypes: true }).code);
  }
  const program = createProgram(
    [...Object.values(catalogs).flat(), ...readers.map((path) => (path.endsWith('.astro') ? `${path}.tsx` : path))],
    files,
  );
  const checker = program.getTypeChecker();

  const entries = new Map<ts.Node, string>();
  const messages = Object.fromEntries(
    Object.entries(catalogs).map(([name, paths]) => [
      name,
      [...new Set(paths.flatMap((path) => catalogEntries(program.getSourceFile(path)!, entries)))],
    ]),
  );

  const read = new Set<ts.Node>();
  const readWhole = new Set<string>();
  const isEntry = (symbol: ts.Symbol | undefined): symbol is ts.Symbol =>
    symbol?.declarations?.some((node) => entries.has(node)) ?? false;
  const parts = (type: ts.Type): ts.Type[] =>
    (type.isUnion() ? type.types : [type]).flatMap((part) =>
      checker.isArrayType(part) ? parts(checker.getTypeArguments(part as ts.TypeReference)[0]!) : [part],
    );
  const holdsCatalog = (type: ts.Type | undefined) =>
    type !== undefined && parts(type).some((part) => part.getProperties().some(isEntry));

  /** The entries an access names: one for `a.b`, each literal's for `a[key]`, every one for `a[anyString]`. */
  const named = (node: ts.PropertyAccessExpression | ts.ElementAccessExpression): (ts.Symbol | undefined)[] => {
    if (ts.isPropertyAccessExpression(node)) return [checker.getSymbolAtLocation(node.name)];
    const objects = parts(checker.getTypeAtLocation(node.expression));
    const key = checker.getTypeAtLocation(node.argumentExpression);
    const keys = key.isUnion() ? key.types : [key];
    if (!keys.every((each) => each.isStringLiteral())) return objects.flatMap((object) => object.getProperties());
    return objects.flatMap((object) => keys.map((each) => object.getProperty((each as ts.StringLiteralType).value)));
  };
  /** Whether a group leaves the catalog's types here (spread, returned or passed as something else): then all of it is read. */
  const passedOn = (node: ts.Expression) => {
    const { parent } = node;
    if ((ts.isPropertyAccessExpression(parent) || ts.isElementAccessExpression(parent)) && parent.expression === node)
      return false;
    if (ts.isVariableDeclaration(parent) && !parent.type) return false;
    return !holdsCatalog(checker.getContextualType(node));
  };
  const visit = (node: ts.Node): void => {
    if (ts.isPropertyAccessExpression(node) || ts.isElementAccessExpression(node)) {
      const symbols = named(node).filter(isEntry);
      const whole = symbols.length > 0 && passedOn(node);
      for (const declaration of symbols.flatMap((symbol) => symbol.declarations ?? [])) {
        if (whole && entries.has(declaration)) readWhole.add(entries.get(declaration)!);
        read.add(declaration);
      }
    } else if (ts.isBindingElement(node) && ts.isObjectBindingPattern(node.parent)) {
      const key = (node.propertyName ?? node.name).getText();
      for (const part of parts(checker.getTypeAtLocation(node.parent)))
        for (const declaration of part.getProperty(key)?.declarations ?? []) read.add(declaration);
    }
    ts.forEachChild(node, visit);
  };
  const catalogFiles = new Set(Object.values(catalogs).flat());
  for (const file of program.getSourceFiles())
    if (!file.isDeclarationFile && !catalogFiles.has(file.fileName)) visit(file);

  const readPaths = new Set([...read].flatMap((node) => (entries.has(node) ? [entries.get(node)!] : [])));
  const isRead = (path: string) => readPaths.has(path) || [...readWhole].some((group) => path.startsWith(`${group}.`));
  return Object.fromEntries(
    Object.entries(messages).map(([name, paths]) => [name, paths.filter((path) => !isRead(path))]),
  );
}

/**
 * Notes each entry of a catalog module by its key path: an exported section (`export const hero
 * = { ... }`) and its keys, or a section the language's index puts in place (`{ hero, demo }`).
 * Returns the paths of its messages (a list of strings is one).
 */
function catalogEntries(file: ts.SourceFile, entries: Map<ts.Node, string>): string[] {
  const walk = (node: ts.Expression, path: string[]): string[] => {
    if (ts.isSatisfiesExpression(node)) return walk(node.expression, path);
    if (ts.isArrayLiteralExpression(node)) {
      return node.elements.some(ts.isObjectLiteralExpression)
        ? node.elements.flatMap((element) => walk(element, [...path, '*']))
        : [path.join('.')];
    }
    if (!ts.isObjectLiteralExpression(node)) return [path.join('.')];
    return node.properties.flatMap((property) => {
      if (ts.isShorthandPropertyAssignment(property)) {
        entries.set(property, [...path, property.name.text].join('.'));
        return [];
      }
      if (!ts.isPropertyAssignment(property)) return [];
      const keyPath = [
        ...path,
        ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)
          ? property.name.text
          : property.name.getText(file),
      ];
      entries.set(property, keyPath.join('.'));
      return walk(property.initializer, keyPath);
    });
  };
  return file.statements.filter(ts.isVariableStatement).flatMap((statement) => {
    const exported = statement.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword) ?? false;
    return statement.declarationList.declarations.flatMap((declaration) => {
      if (!declaration.initializer || !ts.isIdentifier(declaration.name)) return [];
      if (!exported) return walk(declaration.initializer, []);
      entries.set(declaration, declaration.name.text);
      return walk(declaration.initializer, [declaration.name.text]);
    });
  });
}

/**
 * The project's program over the given files. Packages other than React and Astro stay
 * unresolved: catalogs pass through our own code and React's, and skipping the rest keeps the
 * check to seconds.
 */
function createProgram(rootNames: string[], files: Map<string, string>): ts.Program {
  const config = ts.getParsedCommandLineOfConfigFile(
    'tsconfig.json',
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
  );
  const options = { ...config!.options, noEmit: true };
  const host = ts.createCompilerHost(options);
  const { getSourceFile, fileExists, readFile, directoryExists } = host;
  host.getSourceFile = (path, language, ...rest) =>
    files.has(path)
      ? ts.createSourceFile(
          path,
          files.get(path)!,
          language,
          true,
          path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
        )
      : getSourceFile.call(host, path, language, ...rest);
  host.fileExists = (path) => files.has(path) || fileExists.call(host, path);
  host.readFile = (path) => files.get(path) ?? readFile.call(host, path);
  host.directoryExists = (dir) =>
    [...files.keys()].some((path) => path.startsWith(`${dir}/`)) || (directoryExists?.call(host, dir) ?? true);
  host.resolveModuleNameLiterals = (literals, containing, _, compilerOptions) =>
    literals.map(({ text: specifier }) => {
      if (specifier.startsWith('.') && specifier.endsWith('.astro')) {
        return {
          resolvedModule: {
            resolvedFileName: `${resolve(dirname(containing), specifier)}.tsx`,
            extension: ts.Extension.Tsx,
          },
        };
      }
      if (!specifier.startsWith('.') && !/^(react|astro)(\/|$)/.test(specifier)) return { resolvedModule: undefined };
      return ts.resolveModuleName(specifier, containing, compilerOptions, host);
    });
  return ts.createProgram({ rootNames, options, host });
}
