/**
 * @tessera/sdk/countdown: countdown arithmetic and the client-side ticker, free of React and zod
 * so islands stay small. `CountdownView` and the countdown option schemas are in "@tessera/sdk".
 */
export * from './zone-time.ts';
export * from './remaining.ts';
export * from './evergreen.ts';
export * from './countdown-runner.ts';
