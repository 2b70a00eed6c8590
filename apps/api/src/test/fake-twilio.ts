import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFormBody } from './read-form-body';

export interface FakeTwilioMessage {
  sid: string;
  to: string;
  from: string | null;
  messagingServiceSid: string | null;
  body: string;
}

export interface FakeTwilio {
  url: string;
  accountSid: string;
  authToken: string;
  /** Messages Twilio accepted, in order. */
  messages: FakeTwilioMessage[];
  /** Calls that were refused for their credentials. */
  unauthorized: number;
  /** The next N message calls answer 503 (Twilio is having a bad minute). */
  failNext: number;
  close(): Promise<void>;
}

/** Numbers Twilio refuses as it does for a number that cannot receive SMS (error 21211 "invalid To"). */
export const UNREACHABLE_PHONE_PREFIX = '+1555000';

/**
 * Answers like Twilio's Messages API (POST /2010-04-01/Accounts/{sid}/Messages.json, form encoded,
 * HTTP Basic auth with the account SID and auth token) on localhost, and records what it accepted.
 */
export async function startFakeTwilio(): Promise<FakeTwilio> {
  const accountSid = `AC${'0'.repeat(31)}1`;
  const authToken = 'fake-twilio-auth-token';
  const fake: Omit<FakeTwilio, 'url' | 'close'> = { accountSid, authToken, messages: [], unauthorized: 0, failNext: 0 };
  const server: Server = createServer(async (request, response) => {
    const form = await readFormBody(request);
    const reply = (status: number, body: object) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    const expected = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
    if (request.headers.authorization !== expected) {
      fake.unauthorized += 1;
      return reply(401, { code: 20003, message: 'Authenticate', more_info: 'https://www.twilio.com/docs/errors/20003', status: 401 });
    }
    if (request.method !== 'POST' || request.url !== `/2010-04-01/Accounts/${accountSid}/Messages.json`) {
      return reply(404, { code: 20404, message: 'The requested resource was not found', status: 404 });
    }
    if (fake.failNext > 0) {
      fake.failNext -= 1;
      return reply(503, { code: 20503, message: 'Service unavailable', status: 503 });
    }
    const to = form.get('To') ?? '';
    const body = form.get('Body') ?? '';
    if (!/^\+[1-9]\d{6,14}$/.test(to) || to.startsWith(UNREACHABLE_PHONE_PREFIX)) {
      return reply(400, {
        code: 21211,
        message: `The 'To' number ${to} is not a valid phone number.`,
        more_info: 'https://www.twilio.com/docs/errors/21211',
        status: 400,
      });
    }
    if (!form.get('From') && !form.get('MessagingServiceSid')) {
      return reply(400, { code: 21603, message: "A 'From' or 'MessagingServiceSid' parameter is required to send a message", status: 400 });
    }
    const sid = `SM${String(fake.messages.length + 1).padStart(32, '0')}`;
    fake.messages.push({ sid, to, from: form.get('From'), messagingServiceSid: form.get('MessagingServiceSid'), body });
    reply(201, {
      sid,
      account_sid: accountSid,
      to,
      from: form.get('From'),
      messaging_service_sid: form.get('MessagingServiceSid'),
      body,
      status: 'queued',
      num_segments: '1',
      direction: 'outbound-api',
      api_version: '2010-04-01',
      date_created: new Date().toUTCString(),
      uri: `/2010-04-01/Accounts/${accountSid}/Messages/${sid}.json`,
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
