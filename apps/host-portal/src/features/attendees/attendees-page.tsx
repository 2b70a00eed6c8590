import { useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useBulkUpdateAttendeesMutation, useGetSocialAttendeesQuery, useGetSocialQuery } from '@socials/api-client';
import { AttendeeGrade, canTransitionRsvp, displaySocialTitle, rsvpStatusLabel, type Rsvp, type RsvpStatus, type SocialDetail } from '@socials/domain';
import { Button, EmptyState, LoadError, PageLoader, Select, toast, toastError, useDocumentTitle, useNarrowScreen } from '@socials/ui';
import { FILTERABLE_STATUSES, GRADE_LABELS } from './attendee-labels';
import { questionTitles } from './components/attendee-answers';
import { AttendeeCard } from './components/attendee-card';
import { AttendeeRow } from './components/attendee-row';
import { ExportCsvButton } from './components/export-csv-button';
import { SocialPageLinks } from '../../shared/social-page-links';

const PAGE_SIZE = 50;

const BULK_MOVES = [
  { status: 'APPROVED', label: 'Approve selected', done: 'approved' },
  { status: 'WAITLIST', label: 'Waitlist selected', done: 'waitlisted' },
  { status: 'REJECTED', label: 'Reject selected', done: 'rejected' },
] as const;

interface Filters {
  status: RsvpStatus | '';
  grade: AttendeeGrade | '';
  ticketTierId: string;
}

const NO_FILTERS: Filters = { status: '', grade: '', ticketTierId: '' };

/** /socials/:id/attendees — the guest list of one social, for its hosts. */
export function AttendeesPage() {
  const { id = '' } = useParams();
  const social = useGetSocialQuery(id, { skip: !id });
  useDocumentTitle(social.data ? `Guests of ${social.data.title}` : 'Guests');

  if (social.isLoading) return <PageLoader label="Loading the social…" />;
  if (!social.data) {
    return (
      <div className="flex flex-col gap-6">
        <h1 className="text-3xl font-bold tracking-tight">Guests</h1>
        <LoadError error={social.error} onRetry={social.refetch} />
      </div>
    );
  }
  return <GuestList key={social.data.id} social={social.data} />;
}

function GuestList({ social }: { social: SocialDetail }) {
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [startKey, setStartKey] = useState<string | undefined>();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const attendees = useGetSocialAttendeesQuery({
    socialId: social.id,
    limit: PAGE_SIZE,
    exclusiveStartKey: startKey,
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.grade ? { grade: filters.grade } : {}),
    ...(filters.ticketTierId ? { ticketTierId: filters.ticketTierId } : {}),
  });
  const [bulkUpdate, bulkState] = useBulkUpdateAttendeesMutation();
  const asCards = useNarrowScreen();
  const titles = useMemo(() => questionTitles(social.questionnaire), [social.questionnaire]);
  const rows = useMemo(() => attendees.data?.data ?? [], [attendees.data]);
  const selectedRows = rows.filter((rsvp) => selected.has(rsvp.id));
  const title = displaySocialTitle(social);

  const setFilter = (changes: Partial<Filters>) => {
    setFilters((current) => ({ ...current, ...changes }));
    setStartKey(undefined);
    setSelected(new Set());
  };

  const select = (rsvpId: string, isSelected: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (isSelected) next.add(rsvpId);
      else next.delete(rsvpId);
      return next;
    });

  const runBulk = async (move: (typeof BULK_MOVES)[number]) => {
    try {
      const { data } = await bulkUpdate({ socialId: social.id, rsvpIds: selectedRows.map((rsvp) => rsvp.id), status: move.status }).unwrap();
      toast.success(`${data.length} ${data.length === 1 ? 'guest' : 'guests'} ${move.done}`);
      setSelected(new Set());
    } catch (error) {
      toastError(error);
    }
  };

  const allSelected = rows.length > 0 && selectedRows.length === rows.length;
  const nextKey = attendees.data?.meta.lastEvaluatedKey ?? null;
  const isFiltered = filters.status !== '' || filters.grade !== '' || filters.ticketTierId !== '';

  const guestsProps: GuestsViewProps = {
    social,
    title,
    rows,
    titles,
    selected,
    allSelected,
    onSelect: select,
    onSelectAll: (isSelected) => setSelected(isSelected ? new Set(rows.map((rsvp) => rsvp.id)) : new Set()),
  };
  let guests;
  if (attendees.isLoading) guests = <PageLoader label="Loading guests…" />;
  else if (attendees.error) guests = <LoadError error={attendees.error} onRetry={attendees.refetch} />;
  else if (rows.length === 0)
    guests = (
      <EmptyState
        title={isFiltered ? 'No guests match these filters' : 'No guests yet'}
        description={isFiltered ? 'Try other filters.' : 'RSVPs show up here as soon as guests make them.'}
      />
    );
  else guests = asCards ? <GuestCards {...guestsProps} /> : <GuestTable {...guestsProps} />;

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Guests of {title}</h1>
        <p className="text-sm text-fg-muted">
          {social.confirmedPax} going{social.maxCapacity === null ? '' : ` of ${social.maxCapacity} seats`} · waitlist promotion{' '}
          {social.waitlistPromotionMode === 'AUTOMATIC' ? 'automatic' : 'by hand'}
        </p>
        <SocialPageLinks socialId={social.id} current="attendees" />
      </div>

      <div className="flex flex-wrap items-end gap-4">
        <Select
          label="Status"
          placeholder="All statuses"
          options={FILTERABLE_STATUSES.map((status) => ({ value: status, label: rsvpStatusLabel(status) }))}
          value={filters.status}
          onChange={(event) => setFilter({ status: event.target.value as Filters['status'] })}
        />
        <Select
          label="Grade"
          placeholder="All grades"
          options={AttendeeGrade.options.map((grade) => ({ value: grade, label: GRADE_LABELS[grade] }))}
          value={filters.grade}
          onChange={(event) => setFilter({ grade: event.target.value as Filters['grade'] })}
        />
        <Select
          label="Tier"
          placeholder="All tiers"
          options={social.ticketTiers.map((tier) => ({ value: tier.id, label: tier.name }))}
          value={filters.ticketTierId}
          onChange={(event) => setFilter({ ticketTierId: event.target.value })}
        />
        <ExportCsvButton socialId={social.id} slug={social.slug} />
      </div>

      <div role="group" aria-label="Bulk actions" className="flex flex-wrap items-center gap-2">
        <span className="text-sm text-fg-muted" aria-live="polite">
          {selectedRows.length} selected
        </span>
        {BULK_MOVES.map((move) => (
          <Button
            key={move.status}
            size="sm"
            variant="secondary"
            loading={bulkState.isLoading}
            disabled={selectedRows.length === 0 || !selectedRows.every((rsvp) => canTransitionRsvp(rsvp.status, move.status, 'HOST'))}
            onClick={() => void runBulk(move)}
          >
            {move.label}
          </Button>
        ))}
      </div>

      {guests}

      {nextKey && !attendees.isFetching ? (
        <Button variant="secondary" className="self-center" onClick={() => setStartKey(nextKey)}>
          Load more guests
        </Button>
      ) : null}
    </div>
  );
}

interface GuestsViewProps {
  social: SocialDetail;
  title: string;
  rows: readonly Rsvp[];
  titles: ReadonlyMap<string, string>;
  selected: ReadonlySet<string>;
  allSelected: boolean;
  onSelect: (rsvpId: string, isSelected: boolean) => void;
  onSelectAll: (isSelected: boolean) => void;
}

const CHECKBOX_CLASSES = 'size-4 accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus';

function GuestTable({ social, title, rows, titles, selected, allSelected, onSelect, onSelectAll }: GuestsViewProps) {
  return (
    <div className="overflow-x-auto rounded-lg border border-border bg-surface">
      <table className="w-full text-sm">
        <caption className="sr-only">Guests of {title}</caption>
        <thead className="bg-surface-muted text-left">
          <tr>
            <td className="px-3 py-2">
              <input
                type="checkbox"
                aria-label="Select every guest shown"
                checked={allSelected}
                onChange={(event) => onSelectAll(event.target.checked)}
                className={CHECKBOX_CLASSES}
              />
            </td>
            <th scope="col" className="px-3 py-2 font-semibold">
              Guest
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Status
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Tier
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Grade
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Answers
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Actions
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((rsvp) => (
            <AttendeeRow
              key={rsvp.id}
              social={social}
              rsvp={rsvp}
              titles={titles}
              selected={selected.has(rsvp.id)}
              onSelect={(isSelected) => onSelect(rsvp.id, isSelected)}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The guests on a phone, where the table's seven columns do not fit: a card each, with the same controls. */
function GuestCards({ social, title, rows, titles, selected, allSelected, onSelect, onSelectAll }: GuestsViewProps) {
  return (
    <div className="flex flex-col gap-3">
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={allSelected} onChange={(event) => onSelectAll(event.target.checked)} className={CHECKBOX_CLASSES} />
        Select every guest shown
      </label>
      <ul aria-label={`Guests of ${title}`} className="flex flex-col gap-3">
        {rows.map((rsvp) => (
          <AttendeeCard
            key={rsvp.id}
            social={social}
            rsvp={rsvp}
            titles={titles}
            selected={selected.has(rsvp.id)}
            onSelect={(isSelected) => onSelect(rsvp.id, isSelected)}
          />
        ))}
      </ul>
    </div>
  );
}
