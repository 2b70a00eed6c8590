import type { FastifyInstance } from 'fastify';
import { API_HEADERS } from '@socials/domain';
import { checkForBots } from '../../core/bot-check';
import type { BotCheckAction, Config } from '../../core/config';
import type { Db } from '../../core/db';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Counts this route's requests per network for the bot check: past the configured limit a
     * caller must solve a challenge (405 with `data`) and send the solution in the firewall header.
     */
    botCheck?: BotCheckAction;
  }
}

export const BOT_CHECK_MESSAGE = 'Please confirm you are a person to continue.';

/**
 * A 405 whose body carries `data` asks the client for a human-verification challenge.
 * Counted before validation, so a flood of malformed requests counts too.
 */
export function setupBotCheck(app: FastifyInstance, deps: { db: Db; config: Pick<Config, 'botCheck'> }): void {
  app.addHook('preValidation', async (request, reply) => {
    const action = request.routeOptions.config?.botCheck;
    if (!action) return;
    const header = request.headers[API_HEADERS.firewallToken];
    const outcome = await checkForBots(deps.db, deps.config.botCheck, action, request.ip, typeof header === 'string' ? header : undefined);
    if (outcome.pass) return;
    return reply
      .code(405)
      .header('cache-control', 'no-store')
      .send({ statusCode: 405, error: 'Method Not Allowed', code: 'BOT_CHECK_REQUIRED', message: BOT_CHECK_MESSAGE, data: outcome.challenge });
  });
}
