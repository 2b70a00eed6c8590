import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTwilioSmsSender, SmsRefusedError } from './sms';
import { startFakeTwilio, UNREACHABLE_PHONE_PREFIX, type FakeTwilio } from '../test/fake-twilio';

describe("SMS through Twilio's SDK, against a fake Twilio API on localhost", () => {
  let twilio: FakeTwilio;
  beforeAll(async () => {
    twilio = await startFakeTwilio();
  });
  afterAll(() => twilio.close());

  it('sends with the account credentials and the sender number, and returns Twilio’s message SID', async () => {
    const sender = createTwilioSmsSender({ accountSid: twilio.accountSid, authToken: twilio.authToken, from: '+14155550100', apiUrl: twilio.url });
    const { providerMessageId } = await sender.send({ to: '+14155550123', body: 'Doors open at 6' }, { key: 'k1' });
    expect(providerMessageId).toMatch(/^SM/);
    expect(twilio.messages.at(-1)).toMatchObject({ sid: providerMessageId, to: '+14155550123', from: '+14155550100', body: 'Doors open at 6' });
  });

  it('sends from a Messaging Service when TWILIO_FROM is one', async () => {
    const sender = createTwilioSmsSender({ accountSid: twilio.accountSid, authToken: twilio.authToken, from: 'MG0123', apiUrl: twilio.url });
    await sender.send({ to: '+14155550124', body: 'Hi' }, { key: 'k2' });
    expect(twilio.messages.at(-1)).toMatchObject({ to: '+14155550124', messagingServiceSid: 'MG0123', from: null });
  });

  it('reports an unreachable number as a refusal (never retried) and an outage as an error to retry', async () => {
    const sender = createTwilioSmsSender({ accountSid: twilio.accountSid, authToken: twilio.authToken, from: '+14155550100', apiUrl: twilio.url });
    const refused = await sender.send({ to: `${UNREACHABLE_PHONE_PREFIX}1234`, body: 'Hi' }, { key: 'k3' }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(SmsRefusedError);
    expect((refused as SmsRefusedError).code).toBe(21211);

    twilio.failNext = 1;
    const outage = await sender.send({ to: '+14155550125', body: 'Hi' }, { key: 'k4' }).catch((e: unknown) => e);
    expect(outage).toBeInstanceOf(Error);
    expect(outage).not.toBeInstanceOf(SmsRefusedError);
  });

  it('treats wrong credentials as an error to retry, not as the message’s fault', async () => {
    const sender = createTwilioSmsSender({ accountSid: twilio.accountSid, authToken: 'wrong', from: '+14155550100', apiUrl: twilio.url });
    const before = twilio.unauthorized;
    const error = await sender.send({ to: '+14155550126', body: 'Hi' }, { key: 'k5' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(SmsRefusedError);
    expect(twilio.unauthorized).toBe(before + 1);
  });
});
