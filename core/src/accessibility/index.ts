export * from './contrast.ts';
export * from './element-accessibility.ts';
export * from './page-checks.ts';
