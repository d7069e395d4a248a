/** The checkout's root, for the code and tests that find files in it. */
export { REPO_ROOT } from './build-sources.mjs';
