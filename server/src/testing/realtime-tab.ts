import type { RealtimeServerMessage } from '@tessera/core';
import WebSocket from 'ws';

/** A tab's realtime connection as tests drive it: what it heard, and how it ended. */
export interface TestRealtimeTab {
  connectionId: string;
  heard: RealtimeServerMessage[];
  closed: Promise<{ code: number; reason: string }>;
  close(): void;
}

/** Opens `/api/v1/realtime` on `port` and signs in with `token`; rejects when the server closes instead of answering ready. */
export function openRealtimeTab(port: number, token: string): Promise<TestRealtimeTab> {
  const socket = new WebSocket(`ws://127.0.0.1:${port}/api/v1/realtime`);
  const heard: RealtimeServerMessage[] = [];
  const closed = new Promise<{ code: number; reason: string }>((resolve) => socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })));
  return new Promise((resolve, reject) => {
    socket.on('open', () => socket.send(JSON.stringify({ type: 'auth', token })));
    socket.on('error', reject);
    socket.on('message', (data: Buffer) => {
      const message = JSON.parse(data.toString()) as RealtimeServerMessage;
      if (message.type === 'ready') resolve({ connectionId: message.connection_id, heard, closed, close: () => socket.close() });
      else heard.push(message);
    });
    void closed.then(({ code, reason }) => reject(new Error(`closed ${code}: ${reason}`)));
  });
}
