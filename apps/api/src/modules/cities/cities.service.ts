import type { City } from '@socials/domain';
import type { Db } from '../../core/db';
import { coreError } from '../../core/domain-error';
import { findCity, listCitiesByName } from './cities.repo';

export function listCities(db: Db): Promise<City[]> {
  return listCitiesByName(db);
}

export async function getCity(db: Db, id: string): Promise<City> {
  const city = await findCity(db, id);
  if (!city) throw coreError('NOT_FOUND', 'City not found');
  return city;
}
