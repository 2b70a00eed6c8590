import { aMe } from '@socials/domain/testing';
import type { VerifiedEmail } from '@socials/domain';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fakeJwt } from '../test/fake-jwt';
import { setupApiClient } from '../test/api-test-kit';
import { usersApi } from './users.api';
import { verificationApi } from './verification.api';

const api = (path: string) => new URL(`/api${path}`, window.location.origin).href;
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const verificationId = '22222222-2222-4222-8222-222222222222';
const verified: VerifiedEmail = {
  email: 'grace@acme.com',
  emailCategory: 'COMPANY',
  organization: { id: 'acme.com', name: 'Acme' },
  emailVerificationId: verificationId,
};

describe('verification API', () => {
  it('starts a verification with the address and the category asked for', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(api('/verification/emails'), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ emailVerificationId: verificationId, email: 'grace@acme.com', emailCategory: 'COMPANY', expiresIn: 600 });
      }),
    );
    const { store } = setupApiClient(fakeJwt('user'));

    const reply = await store
      .dispatch(verificationApi.endpoints.startEmailVerification.initiate({ email: 'grace@acme.com', emailCategory: 'COMPANY' }))
      .unwrap();

    expect(bodies).toEqual([{ email: 'grace@acme.com', emailCategory: 'COMPANY' }]);
    expect(reply.emailVerificationId).toBe(verificationId);
  });

  it('fetches /users/me again once an address is verified, and not after a wrong code', async () => {
    let meCalls = 0;
    let codeIsRight = false;
    server.use(
      http.get(api('/users/me'), () => {
        meCalls += 1;
        return HttpResponse.json(aMe({ verifiedEmails: meCalls > 1 ? [verified] : [] }));
      }),
      http.post(api('/verification/emails/verify'), () =>
        codeIsRight
          ? HttpResponse.json(verified)
          : HttpResponse.json(
              { statusCode: 400, error: 'Bad Request', message: 'The code is wrong', fieldErrors: [{ field: 'body.code', message: 'The code is wrong' }] },
              { status: 400 },
            ),
      ),
    );
    const { store } = setupApiClient(fakeJwt('user'));
    const subscription = store.dispatch(usersApi.endpoints.getMe.initiate());
    await subscription;

    const wrong = await store.dispatch(verificationApi.endpoints.verifyEmail.initiate({ emailVerificationId: verificationId, code: '000000' }));
    expect(wrong.error).toMatchObject({ status: 400 });
    await store.dispatch(usersApi.endpoints.getMe.initiate()); // settles any refetch
    expect(meCalls).toBe(1);

    codeIsRight = true;
    await store.dispatch(verificationApi.endpoints.verifyEmail.initiate({ emailVerificationId: verificationId, code: '123456' })).unwrap();
    await expect.poll(() => meCalls).toBe(2);
    await expect.poll(() => usersApi.endpoints.getMe.select()(store.getState()).data?.verifiedEmails).toEqual([verified]);
    subscription.unsubscribe();
  });

  it('asks the needVerify of a circle, a social or a conference, and asks again once an address is verified', async () => {
    const asked: string[] = [];
    let verifiedYet = false;
    const answer = ({ request }: { request: Request }) => {
      asked.push(new URL(request.url).pathname);
      return HttpResponse.json(
        verifiedYet ? { required: true, category: 'COMPANY', verified: true, email: verified.email } : { required: true, category: 'COMPANY', verified: false },
      );
    };
    server.use(
      http.get(api('/circles/c1/emails/needVerify'), answer),
      http.get(api('/socials/s1/emails/needVerify'), answer),
      http.get(api('/payments/slug/summit/needVerify'), answer),
      http.post(api('/verification/emails/verify'), () => HttpResponse.json(verified)),
    );
    const { store } = setupApiClient(fakeJwt('user'));
    const circle = store.dispatch(verificationApi.endpoints.getVerifiedEmailNeed.initiate({ circleId: 'c1' }));
    expect((await circle).data).toEqual({ required: true, category: 'COMPANY', verified: false });
    await store.dispatch(verificationApi.endpoints.getVerifiedEmailNeed.initiate({ socialId: 's1' }, { subscribe: false }));
    await store.dispatch(verificationApi.endpoints.getVerifiedEmailNeed.initiate({ conferenceSlug: 'summit' }, { subscribe: false }));
    expect(asked).toEqual(['/api/circles/c1/emails/needVerify', '/api/socials/s1/emails/needVerify', '/api/payments/slug/summit/needVerify']);

    verifiedYet = true;
    await store.dispatch(verificationApi.endpoints.verifyEmail.initiate({ emailVerificationId: verificationId, code: '123456' })).unwrap();
    await expect.poll(() => verificationApi.endpoints.getVerifiedEmailNeed.select({ circleId: 'c1' })(store.getState()).data?.verified).toBe(true);
    circle.unsubscribe();
  });
});
