export * from './unpublished-changes.ts';
export * from './unpublished-links.ts';
export * from './site-title.ts';
