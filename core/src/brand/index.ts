export * from './brand-fonts.ts';
export * from './brand-kit.ts';
