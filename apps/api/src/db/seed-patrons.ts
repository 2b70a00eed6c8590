import { formatInvoiceNumber } from '@socials/domain';
import { inArray } from 'drizzle-orm';
import type { Tx } from '../core/db';
import { invoiceNumberCounters, patronInvoices, patronMembers, patrons, patronSponsorships, socials } from './schema';

/** The demo patron's code: its profile is /patrons/acme-cloud. */
export const DEMO_PATRON_CODE = 'acme-cloud';

/** The demo socials it sponsors. */
const SPONSORED_SLUGS = ['founders-and-funders-breakfast-demo01', 'ai-engineers-meetup-shipping-llm-features-demo02'];

/** A demo patron sponsoring two public socials, with the demo attendee as its member and one invoice. */
export async function seedDemoPatrons(tx: Tx, memberId: string, now: Date): Promise<void> {
  const [patron] = await tx
    .insert(patrons)
    .values({
      code: DEMO_PATRON_CODE,
      name: 'Acme Cloud',
      description: 'Acme Cloud runs the servers behind the demos you see at our meetups, and buys the coffee.',
      websiteUrl: 'https://acme-cloud.example.com',
    })
    .returning({ id: patrons.id });
  if (!patron) throw new Error('The demo patron was not created');
  await tx.insert(patronMembers).values({ patronId: patron.id, userId: memberId });
  const sponsored = await tx.select({ id: socials.id }).from(socials).where(inArray(socials.slug, SPONSORED_SLUGS));
  if (sponsored.length > 0) await tx.insert(patronSponsorships).values(sponsored.map((social) => ({ patronId: patron.id, socialId: social.id })));
  const year = now.getUTCFullYear();
  await tx.insert(invoiceNumberCounters).values({ year, lastSequence: 1 });
  await tx.insert(patronInvoices).values({
    patronId: patron.id,
    number: formatInvoiceNumber(year, 1),
    year,
    sequence: 1,
    description: 'Meetup sponsorship, spring season',
    amount: 150000,
    currency: 'USD',
    issuedAt: now,
  });
}
