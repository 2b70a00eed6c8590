import type { City } from '@socials/domain';
import { baseApi } from '../base-api';

export interface CityListReply {
  data: City[];
}

export const citiesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCities: build.query<CityListReply, void>({
      query: () => '/cities',
      providesTags: ['City'],
      // Cities change with a deployment, not during a visit.
      keepUnusedDataFor: 3600,
    }),
  }),
});

export const { useGetCitiesQuery } = citiesApi;
