import { BankAccount, BankAccountInput, ErrorBody, Id } from '@socials/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../http/plugins/auth';
import { servicesFor, type RouteDeps } from '../../http/route-deps';
import { createBankAccount, listBankAccountsOf, listMyBankAccounts } from './bank-accounts.service';

const tags = ['payments'];
const security = [{ bearerAuth: [] }];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 502: ErrorBody };
const BankAccountList = z.object({ data: z.array(BankAccount) });
const RecipientParams = z.object({ recipient: Id });

/** Bank accounts for payouts: a host's own; staff may read anyone's. */
export const bankAccountsRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) => {
  const { db } = deps;
  app.get(
    '/payments/bank-accounts',
    { schema: { tags, summary: "The caller's bank accounts for payouts, oldest first", security, response: { 200: BankAccountList, ...errors } } },
    async (request) => ({ data: await listMyBankAccounts(db, requireUser(request)) }),
  );

  app.post(
    '/payments/bank-accounts',
    {
      schema: {
        tags,
        summary: 'Add a bank account for payouts; only the last four digits of its numbers are kept',
        description:
          'VERIFIED with the test provider; with Stripe PENDING plus an onboardingUrl where the holder finishes verification. 400 past 10 accounts; 502 when the provider fails.',
        security,
        body: BankAccountInput,
        response: { 201: BankAccount, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await createBankAccount(servicesFor(deps, request), requireUser(request), request.body)),
  );

  app.get(
    '/payments/bank-accounts/:recipient',
    {
      schema: {
        tags,
        summary: "A user's bank accounts: the user themself and staff",
        security,
        params: RecipientParams,
        response: { 200: BankAccountList, ...errors },
      },
    },
    async (request) => ({ data: await listBankAccountsOf(db, requireUser(request), request.params.recipient) }),
  );
};
