export * from './style-constants.ts';
export * from './hover-animations.ts';
export * from './node-style.ts';
export * from './style-css.ts';
export * from './page-css.ts';
export * from './visibility.ts';
export * from './timezones.ts';
