/**
 * Runs `work` when the browser is idle (`requestIdleCallback`, a short timeout where it has
 * none), with the idle period's deadline where there is one; returns a cancel.
 */
export const whenIdle = (work: (deadline?: IdleDeadline) => void): (() => void) => {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(work, { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(() => work(), 50);
  return () => clearTimeout(handle);
};
