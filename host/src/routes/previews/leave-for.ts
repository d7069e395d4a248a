/** Leaves the app for `url`, replacing the current history entry so Back does not come back to a redirect. */
export function leaveFor(url: string): void {
  window.location.replace(url);
}
