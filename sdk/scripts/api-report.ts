import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/**
 * The SDK's public surface as a checked-in report (sdk/api-report.md): every export of every
 * entry point of sdk/package.json, with its kind and its type. `npm run api:report` writes it;
 * `--check` (run by `npm run typecheck`, so by CI) fails when the surface differs from the
 * report, so a change to what plugins import is made on purpose and reviewed in the diff.
 */
const SDK = join(dirname(fileURLToPath(import.meta.url)), '..');
const REPORT = join(SDK, 'api-report.md');
const FORMAT = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseSingleQuotesForStringLiteralType | ts.TypeFormatFlags.WriteArrowStyleSignature;

function entryPoints(): [string, string][] {
  const manifest = JSON.parse(readFileSync(join(SDK, 'package.json'), 'utf8')) as { exports: Record<string, string> };
  return Object.entries(manifest.exports).map(([subpath, file]) => [subpath === '.' ? '@tessera/sdk' : `@tessera/sdk/${subpath.slice(2)}`, join(SDK, file)]);
}

/** A type's text on one line; well-known symbols by name (TypeScript numbers them per program). */
const oneLine = (text: string) =>
  text
    .replace(/__@(\w+)@\d+/g, '[Symbol.$1]')
    .replace(/\s+/g, ' ')
    .trim();

/** Source text on one line: a declaration's own words, which no unrelated change reorders (a printed union's order follows the program). */
const textOf = (node: ts.Node) => oneLine(node.getText());

/** A function's signature as declared; its return type printed by the checker when it has no annotation. */
function signatureOf(checker: ts.TypeChecker, node: ts.SignatureDeclaration): string {
  const parameters = node.parameters.map(textOf).join(', ');
  const returns = node.type ? textOf(node.type) : oneLine(checker.typeToString(checker.getSignatureFromDeclaration(node)!.getReturnType(), undefined, FORMAT));
  return `(${parameters}) => ${returns}`;
}

/** One export as a line: its kind, name and declared type (an interface with its members, a function with its signatures). */
function describe(checker: ts.TypeChecker, exported: ts.Symbol): string {
  const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
  const name = exported.getName();
  const declaration = symbol.declarations?.[0];
  if (!declaration) return `- ${name}`;
  // A package the SDK passes on (zod's z, Kysely) is that package's surface, at the version the SDK depends on.
  const fromPackage = /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(declaration.getSourceFile().fileName);
  if (fromPackage) return `- ${name} (from ${fromPackage[1]})`;
  if (ts.isInterfaceDeclaration(declaration) || ts.isClassDeclaration(declaration)) {
    const members = checker
      .getPropertiesOfType(checker.getDeclaredTypeOfSymbol(symbol))
      .filter((member) => !member.getName().startsWith('#'))
      .map((member) => {
        const memberDeclaration = member.valueDeclaration ?? member.declarations?.[0];
        if (memberDeclaration && (ts.isPropertySignature(memberDeclaration) || ts.isMethodSignature(memberDeclaration))) return textOf(memberDeclaration).replace(/;$/, '');
        if (memberDeclaration && ts.isMethodDeclaration(memberDeclaration)) return `${member.getName()}${signatureOf(checker, memberDeclaration)}`;
        if (memberDeclaration && ts.isPropertyDeclaration(memberDeclaration) && memberDeclaration.type) return `${member.getName()}: ${textOf(memberDeclaration.type)}`;
        return member.getName();
      })
      .sort();
    const heritage = (declaration.heritageClauses ?? []).map(textOf).join(' ');
    return `- ${ts.isClassDeclaration(declaration) ? 'class' : 'interface'} ${name}${heritage ? ` ${heritage}` : ''} { ${members.join('; ')} }`;
  }
  if (ts.isTypeAliasDeclaration(declaration)) return `- type ${name}${declaration.typeParameters ? `<${declaration.typeParameters.map(textOf).join(', ')}>` : ''} = ${textOf(declaration.type)}`;
  if (ts.isEnumDeclaration(declaration)) return `- enum ${name}`;
  if (ts.isFunctionDeclaration(declaration)) {
    const overloads = (symbol.declarations ?? []).filter(ts.isFunctionDeclaration);
    const shown = overloads.length > 1 ? overloads.filter((overload) => !overload.body) : overloads;
    return `- function ${name}: ${shown.map((overload) => `${overload.typeParameters ? `<${overload.typeParameters.map(textOf).join(', ')}>` : ''}${signatureOf(checker, overload)}`).join(' | ')}`;
  }
  if (ts.isVariableDeclaration(declaration)) {
    if (declaration.type) return `- const ${name}: ${textOf(declaration.type)}`;
    const initializer = declaration.initializer;
    if (initializer && (ts.isArrowFunction(initializer) || ts.isFunctionExpression(initializer))) return `- const ${name}: ${signatureOf(checker, initializer)}`;
  }
  return `- const ${name}: ${oneLine(checker.typeToString(checker.getTypeOfSymbolAtLocation(symbol, declaration), undefined, FORMAT))}`;
}

export function apiReport(): string {
  const entries = entryPoints();
  const config = ts.getParsedCommandLineOfConfigFile(join(SDK, '..', 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
  if (!config) throw new Error('tsconfig.json could not be read');
  const program = ts.createProgram(
    entries.map(([, file]) => file),
    // The ESLint entry is plain JavaScript (ESLint loads it uncompiled); its JSDoc gives its types.
    { ...config.options, allowJs: true },
  );
  const checker = program.getTypeChecker();
  const sections = entries.map(([name, file]) => {
    const source = program.getSourceFile(file);
    const moduleSymbol = source && checker.getSymbolAtLocation(source);
    if (!moduleSymbol) throw new Error(`${file} has no exports`);
    const lines = checker
      .getExportsOfModule(moduleSymbol)
      .sort((a, b) => a.getName().localeCompare(b.getName()))
      .map((exported) => describe(checker, exported));
    return `## ${name}\n\n${lines.join('\n')}\n`;
  });
  return `# The public surface of @tessera/sdk\n\nWritten by \`npm run api:report\`; \`npm run typecheck\` fails when the SDK differs from it. Review a change here as a change to every plugin.\n\n${sections.join('\n')}`;
}

function main(args: string[]): void {
  const report = apiReport();
  if (!args.includes('--check')) {
    writeFileSync(REPORT, report);
    console.log(`Wrote ${REPORT}`);
    return;
  }
  const stored = readFileSync(REPORT, 'utf8');
  if (stored === report) return;
  const storedLines = new Set(stored.split('\n'));
  const currentLines = new Set(report.split('\n'));
  const gone = [...storedLines].filter((line) => !currentLines.has(line));
  const added = [...currentLines].filter((line) => !storedLines.has(line));
  console.error('The public surface of @tessera/sdk changed. If that is meant, run npm run api:report and commit sdk/api-report.md.');
  for (const line of gone) console.error(`  - ${line}`);
  for (const line of added) console.error(`  + ${line}`);
  process.exit(1);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main(process.argv.slice(2));
