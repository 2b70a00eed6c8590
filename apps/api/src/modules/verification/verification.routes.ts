import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBody, StartEmailVerificationBody, StartEmailVerificationReply, VerifiedEmail, VerifyEmailBody } from '@socials/domain';
import { requireUser } from '../../http/plugins/auth';
import type { RouteDeps } from '../../http/route-deps';
import { logCodeForLocalDeveloper } from '../../http/loopback';
import { confirmEmailVerification, startEmailVerification } from './verification.service';

const tags = ['verification'];
const security = [{ bearerAuth: [] }];

const startSchema = {
  tags,
  summary: 'E-mail a 6-digit code to an address you want to verify',
  description:
    'The category (COMPANY, SCHOOL, GENERAL) follows from the address; with emailCategory, an address of another category answers 400. ' +
    '409 when another account verified the address; 429 past the rate limits.',
  security,
  body: StartEmailVerificationBody,
  response: { 200: StartEmailVerificationReply, 400: ErrorBody, 401: ErrorBody, 409: ErrorBody, 429: ErrorBody },
};

const confirmSchema = {
  tags,
  summary: 'Confirm an address with the code e-mailed to it',
  description: 'Wrong, used or expired codes answer 400 (5 wrong guesses void a code); 409 when another account verified the address.',
  security,
  body: VerifyEmailBody,
  response: { 200: VerifiedEmail, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody },
};

/**
 * E-mail verification: prove you read an address, e.g. a work e-mail for circles,
 * socials and conferences that ask for one. The web apps' names (POST /emails/verified, PATCH
 * /emails/verified/verification) and this API's first ones are the same two operations.
 */
export const verificationRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, config, jobs }) => {
  for (const url of ['/verification/emails', '/emails/verified']) {
    app.post(url, { schema: startSchema }, async (request) => {
      const { userId } = requireUser(request);
      const { reply, code } = await startEmailVerification({ db, jobs, config }, userId, request.body);
      logCodeForLocalDeveloper(request, config, { email: reply.email, code }, 'e-mail verification code (development only)');
      return reply;
    });
  }

  for (const [method, url] of [
    ['POST', '/verification/emails/verify'],
    ['PATCH', '/emails/verified/verification'],
  ] as const) {
    app.route({
      method,
      url,
      schema: confirmSchema,
      handler: async (request) => confirmEmailVerification(db, config, requireUser(request).userId, request.body),
    });
  }
};
