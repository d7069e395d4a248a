/** @tessera/sdk/dashboard: what an app's dashboard screens use from the host. */
export * from './agency-websites.ts';
export * from './app-screen-context.tsx';
export * from './CommentsDisclosure.tsx';
export * from './dashboard-kit.ts';
export * from './field-errors.ts';
export * from './ListingSettingsScreen.tsx';
export * from './use-app-action.ts';
