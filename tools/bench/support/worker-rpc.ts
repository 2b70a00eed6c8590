import { parentPort, Worker, workerData } from 'node:worker_threads';

/**
 * A server under test runs in a worker thread, so that the load generator on the main thread does
 * not share its event loop. The worker announces itself once listening, then answers calls.
 */
export interface WorkerHandle {
  /** What the worker passed to serveCalls, e.g. its URL. */
  ready: unknown;
  call(method: string, ...args: unknown[]): Promise<unknown>;
  /** Calls the worker's `close`, then ends the thread. */
  stop(): Promise<void>;
}

type Reply = { id: number; result?: unknown; error?: string };
type Handler = (...args: never[]) => Promise<unknown>;

export async function startWorker(entry: URL, data: unknown): Promise<WorkerHandle> {
  const worker = new Worker(new URL('./worker-shim.mjs', import.meta.url), { workerData: { entry: entry.href, data } });
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  let nextId = 1;

  const ready = await new Promise<unknown>((resolve, reject) => {
    const failed = (error: Error) => {
      worker.off('message', started);
      reject(error);
    };
    const exited = (code: number) => failed(new Error(`worker ${entry.pathname} exited with ${code} before it was ready`));
    const started = (message: { ready: unknown }) => {
      // Only our own listeners are removed: Worker keeps internal ones it needs to deliver messages.
      worker.off('error', failed);
      worker.off('exit', exited);
      resolve(message.ready);
    };
    worker.once('error', failed);
    worker.once('exit', exited);
    worker.once('message', started);
  });
  worker.on('message', (reply: Reply) => {
    const waiting = pending.get(reply.id);
    pending.delete(reply.id);
    if (reply.error !== undefined) waiting?.reject(new Error(reply.error));
    else waiting?.resolve(reply.result);
  });
  const failAll = (error: Error) => {
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };
  worker.on('error', failAll);
  worker.on('exit', (code) => failAll(new Error(`worker ${entry.pathname} exited with ${code}`)));

  const call = (method: string, ...args: unknown[]) =>
    new Promise<unknown>((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject });
      worker.postMessage({ id, method, args });
    });

  return {
    ready,
    call,
    async stop() {
      await call('close');
      await worker.terminate();
    },
  };
}

/** Worker side: the data the main thread passed to startWorker. */
export function workerInput<T>(): T {
  return (workerData as { data: T }).data;
}

/** Worker side: announce readiness, then answer calls by method name. */
export function serveCalls(ready: unknown, handlers: Record<string, Handler> & { close: Handler }): void {
  if (!parentPort) throw new Error('serveCalls runs inside a worker thread');
  const port = parentPort;
  port.on('message', async ({ id, method, args }: { id: number; method: string; args: never[] }) => {
    try {
      const handler = handlers[method];
      if (!handler) throw new Error(`The worker has no method "${method}"`);
      port.postMessage({ id, result: await handler(...args) });
    } catch (error) {
      port.postMessage({ id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
    }
  });
  port.postMessage({ ready });
}
