/**
 * The project's rule for plugins, as an ESLint flat-config object: a plugin imports only the SDK,
 * React and its own files, so it keeps working as the platform's insides change. Plain
 * JavaScript, as ESLint loads its config without compiling it; the project's own eslint.config.js
 * applies it to plugins/ and an outside package's to the whole package.
 *
 * @type {{ rules: Record<string, unknown> }}
 */
export const pluginLintConfig = {
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['@tessera/core', '@tessera/core/*', '@tessera/host', '@tessera/host/*', '@tessera/server', '@tessera/server/*', '**/core/src/**', '**/host/src/**', '**/server/src/**', '**/sdk/src/**', 'zod', 'zod/*'],
            message: 'Plugins import only @tessera/sdk (and React); ask for what you need to be added to the SDK.',
          },
        ],
      },
    ],
  },
};
