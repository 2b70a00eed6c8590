import http from 'node:http';

export interface TimedResponse {
  status: number;
  body: unknown;
  /** From sending the request to the last byte of the answer. */
  ms: number;
  /** Where a redirect sends the browser. */
  location?: string;
}

/** Keep-alive sockets, at most `sockets` open at once: the bench's connection pool. */
export function createAgent(sockets: number): http.Agent {
  return new http.Agent({ keepAlive: true, maxSockets: sockets });
}

/**
 * One request over real HTTP with a JSON body, or a browser's form post (`form`); resolves with any
 * status (the body parsed when the answer is JSON, else its text), rejects only on network errors.
 */
export function requestJson(
  agent: http.Agent,
  url: string,
  options: { method?: string; token?: string; body?: unknown; form?: Record<string, string> } = {},
): Promise<TimedResponse> {
  const headers: http.OutgoingHttpHeaders = { accept: 'application/json' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let payload: string | undefined;
  if (options.form !== undefined) {
    payload = new URLSearchParams(options.form).toString();
    headers['content-type'] = 'application/x-www-form-urlencoded';
  } else if (options.body !== undefined) {
    payload = JSON.stringify(options.body);
    headers['content-type'] = 'application/json';
  }

  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: options.method ?? 'GET', agent, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const ms = performance.now() - started;
        const text = Buffer.concat(chunks).toString('utf8');
        const isJson = /json/.test(response.headers['content-type'] ?? '');
        resolve({
          status: response.statusCode ?? 0,
          body: !text ? null : isJson ? (JSON.parse(text) as unknown) : text,
          ms,
          location: response.headers.location,
        });
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
