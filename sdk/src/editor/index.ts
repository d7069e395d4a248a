export * from './fields.tsx';
export * from './NumberField.tsx';
export * from './ToggleField.tsx';
export * from './ListField.tsx';
export * from './ImageField.tsx';
export * from './IconField.tsx';
export * from './ButtonOptionFields.tsx';
export * from './editor-context.tsx';
