import { useState } from 'react';
import { useGetDoorListQuery } from '@socials/api-client';
import { getDisplayName, type Rsvp } from '@socials/domain';
import { Badge, Button, LoadError, Spinner, TextInput } from '@socials/ui';

export interface DoorGuestListProps {
  socialId: string;
  /** Check-in is not open yet (or closed): the list is shown, its buttons are not usable. */
  disabled: boolean;
  /** Checks the guest in; resolves once the result is shown. */
  onCheckIn: (rsvp: Rsvp) => Promise<unknown>;
}

/** Accents and case do not matter to a host typing a name at the door ("zoe" finds Zoë). */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase();

const guestName = (rsvp: Rsvp) => getDisplayName(rsvp.user) || 'Guest';

/** The going guests, searchable by name, each with a "Check in" button or a "Checked in" mark. */
export function DoorGuestList({ socialId, disabled, onCheckIn }: DoorGuestListProps) {
  const guests = useGetDoorListQuery(socialId);
  const [search, setSearch] = useState('');
  const [busy, setBusy] = useState<string | null>(null);

  const words = fold(search).split(/\s+/).filter(Boolean);
  const shown = [...(guests.data ?? [])]
    .sort((a, b) => guestName(a).localeCompare(guestName(b)))
    .filter((rsvp) => {
      const name = fold(guestName(rsvp));
      return words.every((word) => name.includes(word));
    });

  const checkIn = async (rsvp: Rsvp) => {
    setBusy(rsvp.id);
    try {
      await onCheckIn(rsvp);
    } finally {
      setBusy(null);
    }
  };

  let list;
  if (guests.isLoading) list = <Spinner label="Loading the guests…" />;
  else if (guests.error) list = <LoadError error={guests.error} onRetry={guests.refetch} />;
  else if (shown.length === 0)
    list = <p className="text-sm text-fg-muted">{words.length > 0 ? `No guest going is named "${search.trim()}".` : 'Nobody is going yet.'}</p>;
  else
    list = (
      <ul className="flex flex-col divide-y divide-border rounded-lg border border-border" aria-label="Guests going">
        {shown.map((rsvp) => {
          const name = guestName(rsvp);
          return (
            <li key={rsvp.id} className="flex items-center justify-between gap-3 px-3 py-2">
              <span className="min-w-0 break-words font-medium">{name}</span>
              {rsvp.status === 'ATTENDED' ? (
                <Badge tone="success" className="shrink-0">
                  Checked in
                </Badge>
              ) : (
                <Button
                  className="min-h-12 shrink-0 text-base"
                  aria-label={`Check in ${name}`}
                  loading={busy === rsvp.id}
                  disabled={disabled || (busy !== null && busy !== rsvp.id)}
                  onClick={() => void checkIn(rsvp)}
                >
                  Check in
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    );

  return (
    <section aria-labelledby="door-list-title" className="flex flex-col gap-3">
      <h2 id="door-list-title" className="text-lg font-semibold">
        Guests
      </h2>
      <TextInput
        type="search"
        label="Find a guest"
        hint="Type part of their name."
        value={search}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(event) => setSearch(event.target.value)}
      />
      {list}
    </section>
  );
}
