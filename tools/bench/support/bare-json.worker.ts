// Worker thread: a bare node:http server answering every request with the same bytes from memory,
// the ceiling the real server's read path is compared with.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serveCalls, workerInput } from './worker-rpc';

export interface BareJsonInput {
  body: string;
  contentType: string;
}

const input = workerInput<BareJsonInput>();
const body = Buffer.from(input.body);
const server = http.createServer((_request, response) => {
  response.writeHead(200, { 'content-type': input.contentType, 'content-length': body.length });
  response.end(body);
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address() as AddressInfo;

serveCalls(
  { url: `http://127.0.0.1:${port}` },
  {
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  },
);
