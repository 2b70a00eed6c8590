import { CONFIG_GROUPS, CONFIG_PATCHES, CONFIG_SCHEMAS, type ConfigGroup, ConfigsReply, type ConfigValues, ErrorBody } from '@socials/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ZodTypeAny } from 'zod';
import { requireUser } from '../../http/plugins/auth';
import { publicRead } from '../../http/plugins/public-read-cache';
import type { RouteDeps } from '../../http/route-deps';
import { changeConfig, readAllConfigs, readConfig } from './configs.service';

const tags = ['configs'];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody };

/**
 * The front ends' settings: the deployment's conference and the groups staff
 * change. Anonymous reads are cached; a stored change announces `config:<group>` and `configs`.
 */
export const configsRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { config, db }) => {
  const conference =
    config.conferenceHost || config.conferenceType || config.conferenceId
      ? { host: config.conferenceHost ?? null, type: config.conferenceType ?? null, id: config.conferenceId ?? null }
      : null;

  app.get(
    '/configs',
    {
      config: { publicRead: publicRead(() => ['configs']) },
      schema: {
        tags,
        summary: 'Public settings for the front ends: the conference this deployment serves and every group of settings',
        response: { 200: ConfigsReply },
      },
    },
    async () => ({ conference, mapTileUrl: config.mapTileUrl ?? null, ...(await readAllConfigs(db)) }),
  );

  function registerGroup(group: ConfigGroup) {
    // One route per group: typed loosely here, each checked by its group's own schema.
    const values: ZodTypeAny = CONFIG_SCHEMAS[group];
    const patch: ZodTypeAny = CONFIG_PATCHES[group];
    // GET /configs/payment is the payments area's: the provider and fees of the deployment with these settings.
    if (group !== 'payment') {
      app.get(
        `/configs/${group}`,
        {
          config: { publicRead: publicRead(() => [`config:${group}`]) },
          schema: { tags, summary: `The ${group} settings: what staff stored over the defaults`, response: { 200: values } },
        },
        async () => readConfig(db, group),
      );
    }

    app.patch(
      `/configs/${group}`,
      {
        schema: {
          tags,
          summary: `Staff change some of the ${group} settings; the keys not sent keep their values`,
          security: [{ bearerAuth: [] }],
          body: patch,
          response: { 200: values, ...errors },
        },
      },
      async (request) => changeConfig(db, requireUser(request), group, request.body as Partial<ConfigValues[ConfigGroup]>),
    );
  }

  for (const group of CONFIG_GROUPS) registerGroup(group);
};
