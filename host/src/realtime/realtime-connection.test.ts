// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectRealtime, onRealtimeEvent, realtimeConnectionId } from './realtime-connection.ts';

/** A stand-in for the browser's WebSocket: records what the tab sends and lets the test play the server. */
class FakeSocket extends EventTarget {
  static opened: FakeSocket[] = [];
  readonly sent: string[] = [];
  closed = false;

  constructor(readonly url: string) {
    super();
    FakeSocket.opened.push(this);
  }

  send(data: string) {
    this.sent.push(data);
  }

  close() {
    this.closed = true;
  }

  open() {
    this.dispatchEvent(new Event('open'));
  }

  receive(message: object) {
    this.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(message) }));
  }

  drop(code = 1006) {
    this.dispatchEvent(new CloseEvent('close', { code }));
  }
}

const latest = () => FakeSocket.opened.at(-1)!;

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.opened = [];
  vi.stubGlobal('WebSocket', FakeSocket);
});
afterEach(() => {
  connectRealtime(null);
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("the tab's realtime connection", () => {
  it('signs in with its first message, not in the address, and passes events on once ready', () => {
    const heard: unknown[] = [];
    const stop = onRealtimeEvent((event) => heard.push(event));
    connectRealtime('token-one');
    expect(latest().url).toBe(`ws://${window.location.host}/api/v1/realtime`);
    latest().open();
    expect(latest().sent).toEqual([JSON.stringify({ type: 'auth', token: 'token-one' })]);
    latest().receive({ type: 'ready', connection_id: '0b7a3f1e-2c4d-4e5f-8a9b-0c1d2e3f4a5b' });
    expect(realtimeConnectionId()).toBe('0b7a3f1e-2c4d-4e5f-8a9b-0c1d2e3f4a5b');
    latest().receive({ type: 'backup.restored', landing_id: 3, backup_id: 9, restored_by: 'Ann' });
    latest().receive({ type: 'not-an-event' });
    expect(heard).toEqual([{ type: 'backup.restored', landing_id: 3, backup_id: 9, restored_by: 'Ann' }]);
    stop();
  });

  it('connects again after a drop, waiting longer each time, and not after the server refused the token', async () => {
    connectRealtime('token-two');
    latest().drop();
    expect(realtimeConnectionId()).toBeUndefined();
    await vi.advanceTimersByTimeAsync(999);
    expect(FakeSocket.opened).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeSocket.opened).toHaveLength(2);
    latest().drop();
    await vi.advanceTimersByTimeAsync(1999);
    expect(FakeSocket.opened).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeSocket.opened).toHaveLength(3);
    latest().drop(4401);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeSocket.opened).toHaveLength(3);
  });

  it('closes on sign-out and opens one connection for the next session', () => {
    connectRealtime('token-three');
    const first = latest();
    connectRealtime(null);
    expect(first.closed).toBe(true);
    connectRealtime('token-four');
    connectRealtime('token-four');
    expect(FakeSocket.opened).toHaveLength(2);
    latest().open();
    expect(latest().sent).toEqual([JSON.stringify({ type: 'auth', token: 'token-four' })]);
  });
});
