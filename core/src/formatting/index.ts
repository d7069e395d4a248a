export * from './compact-number.ts';
export * from './file-size.ts';
export * from './time-since.ts';
export * from './hour-labels.ts';
export * from './phone-display.ts';
export * from './money.ts';
