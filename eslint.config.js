import js from '@eslint/js';
import { pluginLintConfig } from '@tessera/sdk/eslint';
import tseslint from 'typescript-eslint';

const nodeBuiltins = ['node:*', 'fs', 'path', 'os', 'crypto', 'http', 'https', 'url', 'child_process', 'stream', 'util', 'buffer', 'events', 'net'];

/** Dependency direction (ARCHITECTURE.md): plugins → sdk → core; host and server → sdk, core, plugins manifest. */
const boundary = (files, patterns, message) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns: [{ group: patterns, message }] }] },
});

const hostToServer = { group: ['@tessera/server', '@tessera/server/*', '**/server/src/**'], message: 'The host talks to the server over HTTP only.' };

export default tseslint.config(
  // What runs leave behind: the server's data folder (tests/data: the browser tests' uploads), builds, reports.
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'tests/data/**', 'tests/.output/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  // Plain-JavaScript scripts run by node before anything is built (the test stages, the launcher).
  {
    files: ['**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly' } },
  },
  // The SDK's rule for plugins, the one outside packages apply too; the app-contract fixtures are
  // held to it, as they stand for an outside developer's plugins.
  { files: ['plugins/**', 'tests/fixtures/quiz-app/**', 'tests/fixtures/needy-app/**'], ...pluginLintConfig },
  boundary(
    ['core/**'],
    // Relative paths that leave core/ (core/src/*.ts and core/src/<area>/*.ts) are what other packages would be.
    ['@tessera/*', 'react', 'react-dom', 'react-dom/*', 'fastify', '@fastify/*', ...nodeBuiltins, '../../*', '../../../*'],
    'core is isomorphic and imports nothing of ours, nor React, Fastify or Node built-ins.',
  ),
  boundary(
    ['sdk/**'],
    ['@tessera/host', '@tessera/host/*', '@tessera/server', '@tessera/server/*', '@tessera/plugins', '@tessera/plugins/*', '**/host/src/**', '**/server/src/**', '**/plugins/**'],
    'The SDK depends only on core.',
  ),
  boundary(['host/**'], hostToServer.group, hostToServer.message),
  // The app takes the apps alone: the designer takes the manifest's elements from its catalogue,
  // which loads each on demand. The build reads the manifest to write that catalogue.
  // It replaces the rule above for these files, so it names the server's boundary again.
  {
    files: ['host/**'],
    ignores: ['host/build/**', 'host/src/test/**', '**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: '@tessera/plugins', message: "Import the apps from '@tessera/plugins/apps', and elements from the designer's installed-elements.ts: the manifest brings every element plugin into the first load." }],
          patterns: [hostToServer],
        },
      ],
    },
  },
  boundary(['server/**'], ['@tessera/host', '@tessera/host/*', '**/host/src/**'], 'The server does not import the host.'),
);
