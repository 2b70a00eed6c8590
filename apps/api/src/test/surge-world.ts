import { signAccessToken } from '../core/access-token';
import type { Config } from '../core/config';
import { migrateDatabase, openDatabase } from '../core/db';
import { socials, ticketTiers, users } from '../db/schema';
import { DAY, HOUR } from './kit';

// A host's social and many would-be attendees, written straight to a fresh database, for the tests
// that surge a server started as its own process (server-process.ts).

export interface SurgeBuyer {
  email: string;
  token: string;
}

export interface SurgeWorld {
  hostToken: string;
  socialId: string;
  slug: string;
  ticketTierId: string;
  buyers: SurgeBuyer[];
}

/** Migrates the database and stores a host, `buyers` users and a social of `seats` seats with one tier (paid at `ticketCents`, or free). */
export async function createSurgeWorld(config: Config, options: { label: string; buyers: number; seats: number; ticketCents?: number }): Promise<SurgeWorld> {
  const { label, seats, ticketCents } = options;
  const database = await openDatabase(config);
  try {
    await migrateDatabase(database.db, database.kind, config.databaseUrl);
    const { db } = database;
    const [host] = await db
      .insert(users)
      .values({ slug: `${label}-host`, email: `host@${label}.test`, firstName: 'Host' })
      .returning();
    const buyers = await db
      .insert(users)
      .values(Array.from({ length: options.buyers }, (_, i) => ({ slug: `${label}-buyer-${i}`, email: `buyer-${i}@${label}.test`, firstName: `Buyer${i}` })))
      .returning();
    const starts = new Date(Date.now() + 7 * DAY);
    const [social] = await db
      .insert(socials)
      .values({
        ownerId: host!.id,
        slug: `${label}-social`,
        title: `${label} surge`,
        eventAt: starts,
        eventEndAt: new Date(starts.getTime() + 3 * HOUR),
        timezone: 'UTC',
        isPublic: false,
        maxCapacity: seats,
      })
      .returning();
    const [tier] = await db
      .insert(ticketTiers)
      .values(
        ticketCents
          ? { socialId: social!.id, name: 'Ticket', type: 'PAID', ticketPriceCents: ticketCents, quantity: seats, position: 0 }
          : { socialId: social!.id, name: 'General', type: 'FREE', position: 0 },
      )
      .returning();
    const tokenConfig = { jwtSecret: config.jwtSecret, accessTokenTtlSeconds: 3600 };
    return {
      hostToken: await signAccessToken(tokenConfig, { userId: host!.id, isAdmin: false }),
      socialId: social!.id,
      slug: social!.slug,
      ticketTierId: tier!.id,
      buyers: await Promise.all(
        buyers.map(async (buyer) => ({ email: buyer.email, token: await signAccessToken(tokenConfig, { userId: buyer.id, isAdmin: false }) })),
      ),
    };
  } finally {
    await database.close();
  }
}

/** Runs `task` over every item with at most `lanes` in flight; results keep the items' order. */
export async function inLanes<T, R>(items: readonly T[], lanes: number, task: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(lanes, items.length) }, lane));
  return results;
}
