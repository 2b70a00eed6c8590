import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBody, SupportEmailBody, SupportEmailReply } from '@socials/domain';
import type { RouteDeps } from '../../http/route-deps';
import { sendSupportEmail } from './supports.service';

export const supportsRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, jobs, config }) => {
  app.post(
    '/supports/emails',
    {
      // Anyone may write; a network that sends many must solve the bot check (405 with the challenge).
      config: { botCheck: 'contact' },
      schema: {
        tags: ['supports'],
        summary: 'Write to support (the /contact form): type, your name and e-mail address, and the message',
        body: SupportEmailBody,
        response: { 202: SupportEmailReply, 400: ErrorBody, 405: ErrorBody },
      },
    },
    async (request, reply) => {
      const result = await sendSupportEmail({ db, jobs, config }, { userId: request.auth?.userId ?? null }, request.body);
      return reply.code(202).send(result);
    },
  );
};
