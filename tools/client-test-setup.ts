import { beforeAll } from 'vitest';

// Client test files share a worker's imports (isolate: false); whatever a file left mounted in
// the document must not be found by the next file's queries.
beforeAll(() => {
  if (typeof document !== 'undefined') document.body.replaceChildren();
});
