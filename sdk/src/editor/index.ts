export * from './fields.tsx';
