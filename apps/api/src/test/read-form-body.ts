import type { IncomingMessage } from 'node:http';

/** A form-encoded request body, as the fakes of Stripe's and Twilio's APIs receive them. */
export function readFormBody(request: IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => resolve(new URLSearchParams(body)));
  });
}
