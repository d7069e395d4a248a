/** @tessera/sdk/dashboard: what an app's dashboard screens use from the host. */
export * from './app-screen-context.tsx';
