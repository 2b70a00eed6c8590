import { CHAT_SOCKET_CLOSE, CHAT_SOCKET_MAX_CHANNELS, CHAT_SOCKET_PATH, isTokenExpired, type ChatClientFrame, type ChatServerFrame } from '@socials/domain';
import { getApiClientConfig } from '../api-client-config';
import { renewSession } from '../base-query';
import { resolveApiUrl } from '../page-context';

/** connecting: the first time; live: following; reconnecting: lost and trying again; offline: signed out or closed. */
export type ChatSocketStatus = 'connecting' | 'live' | 'reconnecting' | 'offline';

export interface ChatFollow {
  channelId: string;
  /** The newest message the page holds of the channel: the server replays what came after it. */
  after?: string;
}

export interface ChatSocketOptions {
  onFrame(frame: ChatServerFrame): void;
  onStatus(status: ChatSocketStatus): void;
  /** The channels to follow, asked at every (re)connect so each resumes from the newest message held then. */
  follows(): ChatFollow[];
  /** The socket's address; default: the API's base URL with ws(s). */
  url?: string;
}

export interface ChatSocketConnection {
  follow(follow: ChatFollow): void;
  unfollow(channelId: string): void;
  close(): void;
}

const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 10_000;

function socketUrl(): string {
  const api = new URL(resolveApiUrl(getApiClientConfig().baseUrl ?? '/api'), window.location.href);
  api.protocol = api.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${api.toString().replace(/\/+$/, '')}${CHAT_SOCKET_PATH}`;
}

async function currentToken(): Promise<string | null> {
  const token = getApiClientConfig().getAccessToken();
  if (token && !isTokenExpired(token, Date.now())) return token;
  return token ? renewSession() : null;
}

/**
 * The chat's live connection: authenticates with the session's access token in the first frame,
 * follows the channels the page shows, and after a drop reconnects with backoff, resuming each
 * channel from the newest message the page holds (the server replays the rest, in order, once).
 */
export function connectChatSocket(options: ChatSocketOptions): ChatSocketConnection {
  let socket: WebSocket | null = null;
  let closed = false;
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let live = false;

  const send = (frame: ChatClientFrame) => {
    if (live && socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify(frame));
  };

  const retry = () => {
    if (closed) return;
    options.onStatus('reconnecting');
    const delay = Math.min(RECONNECT_MAX_MS, RECONNECT_MIN_MS * 2 ** failures) * (0.5 + Math.random() / 2);
    failures += 1;
    timer = setTimeout(() => void open(), delay);
  };

  async function open(): Promise<void> {
    if (closed) return;
    const token = await currentToken();
    if (!token) {
      options.onStatus('offline');
      return;
    }
    const next = new WebSocket(options.url ?? socketUrl());
    socket = next;
    next.onopen = () => next.send(JSON.stringify({ type: 'auth', token } satisfies ChatClientFrame));
    next.onmessage = (event) => {
      let frame: ChatServerFrame;
      try {
        frame = JSON.parse(String(event.data)) as ChatServerFrame;
      } catch {
        return;
      }
      if (frame.type === 'ready') {
        live = true;
        failures = 0;
        // The server follows no more per socket, and its frame budget holds that many subscribes sent at once.
        for (const follow of options.follows().slice(0, CHAT_SOCKET_MAX_CHANNELS)) send({ type: 'subscribe', ...follow });
        options.onStatus('live');
        return;
      }
      options.onFrame(frame);
    };
    next.onclose = (event) => {
      if (socket !== next) return;
      socket = null;
      live = false;
      // A token that expired meanwhile: the next open renews it first.
      if (event.code === CHAT_SOCKET_CLOSE.unauthorized) void renewSession().then((renewed) => (renewed ? retry() : options.onStatus('offline')));
      else retry();
    };
  }

  options.onStatus('connecting');
  void open();
  return {
    follow: (follow) => send({ type: 'subscribe', ...follow }),
    unfollow: (channelId) => send({ type: 'unsubscribe', channelId }),
    close() {
      closed = true;
      clearTimeout(timer);
      live = false;
      socket?.close();
      socket = null;
      options.onStatus('offline');
    },
  };
}
