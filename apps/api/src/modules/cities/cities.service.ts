import type { City } from '@socials/domain';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../core/db';
import { cities } from '../../db/schema';
import { notFound } from '../../http/http-error';

export function listCities(db: Db): Promise<City[]> {
  return db.select().from(cities).orderBy(asc(cities.name));
}

export async function getCity(db: Db, id: string): Promise<City> {
  const [city] = await db.select().from(cities).where(eq(cities.id, id)).limit(1);
  if (!city) throw notFound('City not found');
  return city;
}
