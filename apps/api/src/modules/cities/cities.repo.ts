import type { City } from '@socials/domain';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../core/db';
import { cities } from '../../db/schema';

export function listCitiesByName(db: DbOrTx): Promise<City[]> {
  return db.select().from(cities).orderBy(asc(cities.name));
}

export async function findCity(db: DbOrTx, id: string): Promise<City | undefined> {
  const [city] = await db.select().from(cities).where(eq(cities.id, id)).limit(1);
  return city;
}
