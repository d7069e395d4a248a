export * from './contrast.ts';
export * from './element-accessibility.ts';
export * from './page-checks.ts';
export * from './kit-colors.ts';
