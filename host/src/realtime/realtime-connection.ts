import { REALTIME_PATH, realtimeServerMessageSchema, type RealtimeEvent } from '@tessera/core';

type Listener = (event: RealtimeEvent) => void;

/** Waits before connecting again after a lost connection; the last one repeats. */
const RECONNECT_MS = [1000, 2000, 5000, 10_000, 30_000] as const;
/** The server closed because the token is no good: asking again with it would only repeat that. */
const UNAUTHENTICATED = 4401;

const listeners = new Set<Listener>();
let socket: WebSocket | null = null;
let token: string | null = null;
let connectionId: string | undefined;
let attempt = 0;
let retry: ReturnType<typeof setTimeout> | undefined;

/** This tab's realtime connection id once the server accepted it; API calls name it so the tab is not told of its own changes. */
export function realtimeConnectionId(): string | undefined {
  return connectionId;
}

/** Hears every event for the signed-in user; returns the unsubscribe. */
export function onRealtimeEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function open(): void {
  if (!token) return;
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  const current = new WebSocket(`${scheme}://${window.location.host}${REALTIME_PATH}`);
  socket = current;
  const sentToken = token;
  current.addEventListener('open', () => current.send(JSON.stringify({ type: 'auth', token: sentToken })));
  current.addEventListener('message', (message) => {
    let data: unknown;
    try {
      data = JSON.parse(String(message.data));
    } catch {
      return;
    }
    const parsed = realtimeServerMessageSchema.safeParse(data);
    if (!parsed.success) return;
    if (parsed.data.type === 'ready') {
      connectionId = parsed.data.connection_id;
      attempt = 0;
      return;
    }
    for (const listener of listeners) listener(parsed.data);
  });
  current.addEventListener('close', (event) => {
    if (socket !== current) return;
    socket = null;
    connectionId = undefined;
    if (!token || event.code === UNAUTHENTICATED) return;
    const wait = RECONNECT_MS[Math.min(attempt, RECONNECT_MS.length - 1)]!;
    attempt++;
    retry = setTimeout(open, wait);
  });
}

/**
 * Keeps one realtime connection for `nextToken` (a sign-in or a switch of session), or none
 * after a sign-out (null). A lost connection is opened again with growing waits.
 */
export function connectRealtime(nextToken: string | null): void {
  if (nextToken === token) return;
  token = nextToken;
  clearTimeout(retry);
  attempt = 0;
  const previous = socket;
  socket = null;
  connectionId = undefined;
  previous?.close();
  if (token) open();
}
