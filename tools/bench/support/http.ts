import http from 'node:http';

export interface TimedResponse {
  status: number;
  body: unknown;
  /** From sending the request to the last byte of the answer. */
  ms: number;
}

/** Keep-alive sockets, at most `sockets` open at once: the bench's connection pool. */
export function createAgent(sockets: number): http.Agent {
  return new http.Agent({ keepAlive: true, maxSockets: sockets });
}

/** One JSON request over real HTTP; resolves with any status, rejects only on network errors. */
export function requestJson(
  agent: http.Agent,
  url: string,
  options: { method?: string; token?: string; body?: unknown } = {},
): Promise<TimedResponse> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  const headers: http.OutgoingHttpHeaders = { accept: 'application/json' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (payload !== undefined) headers['content-type'] = 'application/json';

  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: options.method ?? 'GET', agent, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const ms = performance.now() - started;
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({ status: response.statusCode ?? 0, body: text ? (JSON.parse(text) as unknown) : null, ms });
      });
    });
    request.on('error', reject);
    request.end(payload);
  });
}

/** Runs `task` over every item with at most `limit` in flight; results keep the items' order. */
export async function mapWithConcurrency<T, R>(items: readonly T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
}
