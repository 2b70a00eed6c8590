import { useMemo } from 'react';
import { useGetCitiesQuery } from '@socials/api-client';

/** Looks up city names by id; unknown ids give null. */
export function useCityNames(): (cityId: string | null) => string | null {
  const { data } = useGetCitiesQuery();
  return useMemo(() => {
    const names = new Map((data?.data ?? []).map((city) => [city.id, city.name]));
    return (cityId) => (cityId ? (names.get(cityId) ?? null) : null);
  }, [data]);
}
