import { z } from 'zod';
import { Id } from '../common/common.schema';

/** A guest as a table plan and a badge show them. */
export const SeatedGuest = z.object({ rsvpId: Id, userId: Id, name: z.string(), headline: z.string() });
export type SeatedGuest = z.infer<typeof SeatedGuest>;

export const SocialTable = z.object({
  id: Id,
  name: z.string(),
  capacity: z.number().int().nullable(),
  position: z.number().int(),
  guests: z.array(SeatedGuest),
});
export type SocialTable = z.infer<typeof SocialTable>;

/** A social's table plan: its tables with their guests, and the going guests not seated yet. */
export const TablePlan = z.object({ tables: z.array(SocialTable), unseated: z.array(SeatedGuest) });
export type TablePlan = z.infer<typeof TablePlan>;

/** How long a table's name may be and how many seats it may have. */
export const TABLE_LIMITS = { nameMax: 80, maxSeats: 500 } as const;

const tableName = z.string().trim().min(1, 'Name the table').max(TABLE_LIMITS.nameMax);
const capacity = z.number().int().min(1, 'At least one seat').max(TABLE_LIMITS.maxSeats).nullable();

export const CreateTableBody = z.object({ name: tableName, capacity: capacity.default(null) });
export type CreateTableBody = z.infer<typeof CreateTableBody>;

export const UpdateTableBody = z.object({ name: tableName, capacity, position: z.number().int().min(0).max(10_000) }).partial();
export type UpdateTableBody = z.infer<typeof UpdateTableBody>;

/** Seat guests (tableId null: stand them up), or fill the tables with every unseated guest. */
export const SeatGuestsBody = z
  .object({
    assignments: z
      .array(z.object({ rsvpId: Id, tableId: Id.nullable() }))
      .min(1)
      .max(2_000)
      .optional(),
    autoFill: z.literal(true).optional(),
  })
  .refine((body) => (body.assignments === undefined) !== (body.autoFill === undefined), {
    message: 'Send assignments, or autoFill: true',
    path: ['assignments'],
  });
export type SeatGuestsBody = z.infer<typeof SeatGuestsBody>;

/** The signed-in guest's table at a social (on their ticket). */
export const MyTable = z.object({ table: z.object({ id: Id, name: z.string() }).nullable(), tablemates: z.array(z.string()) });
export type MyTable = z.infer<typeof MyTable>;

export const BadgeLayout = z.enum(['BADGE', 'TENT']);
export type BadgeLayout = z.infer<typeof BadgeLayout>;

/** What printed badges and table tents show besides the name. */
export const BadgeSettings = z.object({
  layout: BadgeLayout.default('BADGE'),
  showHeadline: z.boolean().default(true),
  showTable: z.boolean().default(true),
  showSocialTitle: z.boolean().default(true),
});
export type BadgeSettings = z.infer<typeof BadgeSettings>;

export const BadgeAttendee = z.object({ rsvpId: Id, name: z.string(), headline: z.string(), table: z.string().nullable() });
export type BadgeAttendee = z.infer<typeof BadgeAttendee>;

/** POST /badges-tents/attendees: the PDF for these guests (none named: every going guest). */
export const BadgePdfBody = z.object({ socialId: Id, rsvpIds: z.array(Id).max(2_000).default([]), layout: BadgeLayout.optional() });
export type BadgePdfBody = z.infer<typeof BadgePdfBody>;
