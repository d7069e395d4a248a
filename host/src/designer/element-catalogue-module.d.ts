/** Written by host/build/element-catalogue.ts from the plugin manifest. */
declare module 'virtual:tessera/element-catalogue' {
  // An ambient module cannot import by a relative path; an import type can.
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  export const lazyElements: readonly import('./element-catalogue.ts').LazyElement[];
}
