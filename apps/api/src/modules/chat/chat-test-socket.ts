import type { ChatClientFrame, ChatServerFrame } from '@socials/domain';
import WebSocket from 'ws';

/** A chat socket as the tests drive it: every frame it received, and a wait for the next that matches. */
export interface TestChatSocket {
  frames: ChatServerFrame[];
  send(frame: ChatClientFrame): void;
  /** The first frame received (or receiving within `timeoutMs`) that matches. */
  waitFor<F extends ChatServerFrame>(match: (frame: ChatServerFrame) => frame is F, timeoutMs?: number): Promise<F>;
  waitFor(match: (frame: ChatServerFrame) => boolean, timeoutMs?: number): Promise<ChatServerFrame>;
  /** Resolves with the close code once the server closes it. */
  closed: Promise<number>;
  close(): Promise<void>;
}

/** Opens the socket at `url` (ws://…/api/chat/ws); with a token, authenticates and waits for `ready`. */
export async function openChatSocket(url: string, token?: string, headers: Record<string, string> = {}): Promise<TestChatSocket> {
  const socket = new WebSocket(url, { headers });
  const frames: ChatServerFrame[] = [];
  const waiters = new Set<() => void>();
  socket.on('message', (data) => {
    frames.push(JSON.parse(String(data)) as ChatServerFrame);
    for (const wake of waiters) wake();
  });
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
    socket.once('unexpected-response', (_request, response) => reject(new Error(`The upgrade was refused: ${response.statusCode}`)));
  });
  const client: TestChatSocket = {
    frames,
    send: (frame) => socket.send(JSON.stringify(frame)),
    waitFor(match: (frame: ChatServerFrame) => boolean, timeoutMs = 5000): Promise<ChatServerFrame> {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = frames.find(match);
          if (!found) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`No matching chat frame within ${timeoutMs} ms; got ${JSON.stringify(frames.map((f) => f.type))}`));
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },
    closed,
    async close() {
      if (socket.readyState === WebSocket.CLOSED) return;
      socket.close();
      await closed;
    },
  } as TestChatSocket;
  if (token) {
    client.send({ type: 'auth', token });
    await client.waitFor((frame) => frame.type === 'ready');
  }
  return client;
}

/** Subscribes and waits until the server follows the channel for this socket. */
export async function subscribe(socket: TestChatSocket, channelId: string, after?: string): Promise<void> {
  socket.send({ type: 'subscribe', channelId, ...(after ? { after } : {}) });
  await socket.waitFor((frame) => frame.type === 'subscribed' && frame.channelId === channelId);
}

/** The bodies of the new messages the socket received for the channel, in the order they came. */
export const receivedBodies = (socket: TestChatSocket, channelId: string): string[] =>
  socket.frames.flatMap((frame) => (frame.type === 'message' && frame.channelId === channelId ? [frame.message.body] : []));
