import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const nodeBuiltins = ['node:*', 'fs', 'path', 'os', 'crypto', 'http', 'https', 'url', 'child_process', 'stream', 'util', 'buffer', 'events', 'net'];

/** Dependency direction (ARCHITECTURE.md): plugins → sdk → core; host and server → sdk, core, plugins manifest. */
const boundary = (files, patterns, message) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns: [{ group: patterns, message }] }] },
});

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'tests/.output/**'] },
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
  boundary(
    // The app-contract fixture is held to the same rule: it stands for an outside developer's app.
    ['plugins/**', 'tests/fixtures/quiz-app/**'],
    ['@tessera/core', '@tessera/core/*', '@tessera/host', '@tessera/host/*', '@tessera/server', '@tessera/server/*', '**/core/src/**', '**/host/src/**', '**/server/src/**', '**/sdk/src/**', 'zod', 'zod/*'],
    'Plugins import only @tessera/sdk (and React); ask for what you need to be added to the SDK.',
  ),
  boundary(
    ['core/**'],
    // Relative paths that leave core/ (core/src/*.ts and core/src/<area>/*.ts) are what other packages would be.
    ['@tessera/*', 'react', 'react-dom', 'react-dom/*', 'fastify', '@fastify/*', ...nodeBuiltins, '../../*', '../../../*'],
    'core is isomorphic and imports nothing of ours, nor React, Fastify or Node built-ins.',
  ),
  boundary(
    ['sdk/**'],
    ['@tessera/host', '@tessera/host/*', '@tessera/server', '@tessera/server/*', '@tessera/plugins', '**/host/src/**', '**/server/src/**', '**/plugins/**'],
    'The SDK depends only on core.',
  ),
  boundary(['host/**'], ['@tessera/server', '@tessera/server/*', '**/server/src/**'], 'The host talks to the server over HTTP only.'),
  boundary(['server/**'], ['@tessera/host', '@tessera/host/*', '**/host/src/**'], 'The server does not import the host.'),
);
