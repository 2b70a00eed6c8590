import { City, CityList } from '@socials/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicRead } from '../../http/plugins/public-read-cache';
import type { RouteDeps } from '../../http/route-deps';
import { getCity, listCities } from './cities.service';

const CityParams = z.object({ id: z.string().min(1).max(80) });

export const citiesRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  app.get(
    '/cities',
    {
      config: { publicRead: publicRead(() => ['cities']) },
      schema: { tags: ['cities'], summary: 'Every city socials can take place in', response: { 200: CityList } },
    },
    async () => ({ data: await listCities(db) }),
  );

  app.get(
    '/cities/:id',
    {
      config: { publicRead: publicRead<City>((city) => [`city:${city.id}`]) },
      schema: { tags: ['cities'], summary: 'One city by its key, e.g. new-york', params: CityParams, response: { 200: City } },
    },
    async (request) => getCity(db, request.params.id),
  );
};
