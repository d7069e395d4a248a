/**
 * Loads an app's server part by the module name its definition gives. The compiled server
 * cannot import a name known only at run time, so its build (server/src/bin/bundle-server.ts)
 * puts in place of this module one that imports each installed app's part by name.
 */
export function loadAppServerModule(specifier: string): Promise<{ default?: unknown }> {
  return import(specifier) as Promise<{ default?: unknown }>;
}
