import { sql } from 'drizzle-orm';
import type { Db } from '../core/db';

export interface SeatCountMismatch {
  kind: 'social' | 'tier';
  id: string;
  counted: number;
  holders: number;
}

/**
 * The seat counters against the seats actually held: a social's confirmed_pax and a tier's sold
 * must equal its RSVPs that hold a seat (APPROVED, ATTENDED) plus its open checkouts (each holds a
 * seat until it is paid, cancelled or released). Returns every counter that is off.
 */
export async function seatCountMismatches(db: Db): Promise<SeatCountMismatch[]> {
  const result = await db.execute(sql`
    select 'social' as kind, s.id, s.confirmed_pax as counted,
      (select count(*) from rsvps r where r.social_id = s.id and r.status in ('APPROVED', 'ATTENDED'))
      + (select count(*) from payments p where p.social_id = s.id and p.status = 'OPEN') as holders
    from socials s
    union all
    select 'tier' as kind, t.id, t.sold as counted,
      (select count(*) from rsvps r where r.ticket_tier_id = t.id and r.status in ('APPROVED', 'ATTENDED'))
      + (select count(*) from payments p where p.ticket_tier_id = t.id and p.status = 'OPEN') as holders
    from ticket_tiers t`);
  const rows = (result as unknown as { rows: { kind: 'social' | 'tier'; id: string; counted: number | string; holders: number | string }[] }).rows;
  return rows
    .map((row) => ({ kind: row.kind, id: row.id, counted: Number(row.counted), holders: Number(row.holders) }))
    .filter((row) => row.counted !== row.holders);
}
