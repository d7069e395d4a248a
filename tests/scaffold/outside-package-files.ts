/** The three kinds of plugin, as `npm run new:plugin -- --kind` names them. */
export const PLUGIN_KINDS = ['element', 'app', 'card-design'] as const;
export type PluginKind = (typeof PLUGIN_KINDS)[number];

/** A kind as a sentence names it, with its article: "an element", "an app", "a card design". */
export const KIND_WORDS: Record<PluginKind, string> = { element: 'an element', app: 'an app', 'card-design': 'a card design' };

/** The list that holds a kind's definitions. */
export const MANIFEST_LISTS: Record<PluginKind, string> = { element: 'standaloneElements', app: 'apps', 'card-design': 'cardDesigns' };
/** The file holding each kind's list: apps and card designs have their own, so the dashboard's entry script loads the apps without the elements, and the designer no card design. */
export const MANIFEST_FILES: Record<PluginKind, string> = { element: 'plugins/manifest.ts', app: 'plugins/apps.ts', 'card-design': 'plugins/card-designs.ts' };

/** The file name `npm pack` gives a package's version 0.1.0 (a scope's @ and / folded in). */
export const tarballName = (packageName: string) => `${packageName.replace('@', '').replace('/', '-')}-0.1.0.tgz`;

/** The names one package name gives a plugin's files and code. */
export interface PluginNames {
  /** The npm package, e.g. `acme-quote` or `@acme/quote`. */
  packageName: string;
  /** The plugin id: the package name without its scope, e.g. `quote`. */
  id: string;
  /** Its label in the product, e.g. `Quote`. */
  label: string;
  /** The identifier its definition is imported as, e.g. `acmeQuote`. */
  camel: string;
  /** The prefix of its component and type names, e.g. `AcmeQuote`. */
  pascal: string;
  /** The prefix of its tables, e.g. `acme_quote`. */
  snake: string;
}

export function pluginNames(packageName: string): PluginNames {
  const id = packageName.replace(/^@[^/]+\//, '');
  const words = id.split('-');
  const pascal = words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('');
  return {
    packageName,
    id,
    label: words.join(' ').replace(/^./, (first) => first.toUpperCase()),
    camel: pascal.charAt(0).toLowerCase() + pascal.slice(1),
    pascal,
    snake: words.join('_'),
  };
}

export interface PackageSetup {
  kind: PluginKind;
  /** Where the package's devDependency on the SDK points: a tarball path relative to the package. */
  sdkSpecifier: string;
  /** The SDK versions the plugin works with (its peer dependency). */
  sdkRange: string;
  /** Versions of the tools the package builds and tests with: the project's own. */
  versions: Record<'react' | 'react-dom' | '@types/react' | '@types/react-dom' | 'vitest' | 'typescript' | 'eslint' | 'typescript-eslint', string>;
  /** Subpath exports beside `.` (an app's server part). */
  extraExports?: Record<string, string>;
}

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/**
 * What every outside plugin package holds besides its code: a package.json whose peer
 * dependencies the project satisfies (one SDK and one React, the project's), the TypeScript,
 * Vitest and ESLint settings the project uses for its own plugins, and a README with the
 * install steps.
 */
export function packageFiles(names: PluginNames, setup: PackageSetup, sourceFiles: string[]): Record<string, string> {
  const { versions } = setup;
  return {
    'package.json': json({
      name: names.packageName,
      version: '0.1.0',
      description: `${names.label}: a Tessera ${setup.kind.replace('-', ' ')}`,
      type: 'module',
      keywords: ['tessera-plugin', `tessera-${setup.kind}`],
      // TypeScript source: the project compiles plugin packages (their JSX with the automatic runtime) wherever npm puts them.
      exports: { '.': './index.ts', ...setup.extraExports },
      files: sourceFiles.filter((file) => !/\.test\.tsx?$/.test(file)),
      scripts: {
        test: 'vitest run',
        typecheck: 'tsc --noEmit',
        lint: 'eslint .',
        check: 'npm run lint && npm run typecheck && npm test',
      },
      peerDependencies: { '@tessera/sdk': setup.sdkRange, react: `^${versions.react.replace(/^\D*/, '').split('.')[0]}.0.0` },
      devDependencies: {
        '@tessera/sdk': setup.sdkSpecifier,
        '@types/react': versions['@types/react'],
        '@types/react-dom': versions['@types/react-dom'],
        eslint: versions.eslint,
        react: versions.react,
        'react-dom': versions['react-dom'],
        typescript: versions.typescript,
        'typescript-eslint': versions['typescript-eslint'],
        vitest: versions.vitest,
      },
    }),
    'tsconfig.json': json({
      compilerOptions: {
        target: 'ES2022',
        module: 'ESNext',
        moduleResolution: 'Bundler',
        lib: ['ES2023', 'DOM', 'DOM.Iterable'],
        jsx: 'react-jsx',
        strict: true,
        noUncheckedIndexedAccess: true,
        skipLibCheck: true,
        isolatedModules: true,
        verbatimModuleSyntax: true,
        allowImportingTsExtensions: true,
        noEmit: true,
      },
      include: ['**/*.ts', '**/*.tsx'],
      exclude: ['node_modules'],
    }),
    // Its own, so a project the package sits in never lends it another configuration.
    'vitest.config.ts': `import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { include: ['**/*.test.{ts,tsx}'], exclude: ['node_modules/**'] } });
`,
    'eslint.config.js': `import { pluginLintConfig } from '@tessera/sdk/eslint';
import tseslint from 'typescript-eslint';

// The project's rules for its own plugins: TypeScript's recommended set, and imports of only the SDK and React.
export default tseslint.config({ ignores: ['node_modules/**'] }, ...tseslint.configs.recommended, pluginLintConfig);
`,
    '.gitignore': 'node_modules/\n*.tgz\n',
    'README.md': `# ${names.packageName}

A Tessera ${setup.kind.replace('-', ' ')}, made with \`npm run new:plugin\`.

- \`npm install\` then \`npm run check\`: lint with the project's plugin rules, typecheck, and the tests
  (the SDK's contract checks for ${KIND_WORDS[setup.kind]} and this plugin's own).
- Install it in a Tessera project: \`npm pack\` here, then at the project's root
  \`npm install <path to ${tarballName(names.packageName)}>\`, and add
  \`import ${names.camel} from '${names.packageName}';\` with \`${names.camel}\` in the
  \`${MANIFEST_LISTS[setup.kind]}\` list of \`${MANIFEST_FILES[setup.kind]}\`.
`,
  };
}
