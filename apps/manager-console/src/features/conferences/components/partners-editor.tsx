import { useState, type FormEvent } from 'react';
import { useGetConferencePartnersQuery, useGetMeQuery, useGetPatronsQuery, useSetConferencePartnerMutation } from '@socials/api-client';
import type { Conference, ConferencePartner } from '@socials/domain';
import { Button, EmptyState, LoadError, PageLoader, Select, TEXT_LINK, toast, toastError } from '@socials/ui';

/** The conference's partners (patrons shown on its site's Partners page and home): staff add and remove them. */
export function PartnersEditor({ conference }: { conference: Conference }) {
  const partners = useGetConferencePartnersQuery(conference.id);
  const me = useGetMeQuery();
  const [setPartner, saving] = useSetConferencePartnerMutation();

  const change = async (patron: { id: string; name: string }, partner: boolean) => {
    try {
      await setPartner({ conferenceId: conference.id, patronId: patron.id, partner }).unwrap();
      toast.success(partner ? `${patron.name} is a partner of ${conference.name}` : `${patron.name} is no longer a partner`);
    } catch (error) {
      toastError(error);
    }
  };

  let list;
  if (partners.isLoading) list = <PageLoader label="Loading the partners…" />;
  else if (!partners.data) list = <LoadError error={partners.error} onRetry={partners.refetch} />;
  else if (partners.data.data.length === 0)
    list = <EmptyState title="No partners yet" description="Partners appear on the conference site's home and Partners page." headingLevel={3} />;
  else
    list = (
      <ul className="flex flex-col gap-2" aria-label="Partners">
        {partners.data.data.map((partner) => (
          <li key={partner.id} className="flex items-center justify-between gap-3 border-b border-border pb-2 last:border-b-0">
            <span className="flex min-w-0 items-center gap-3">
              {partner.logoUrl ? <img src={partner.logoUrl} alt="" className="h-8 w-16 shrink-0 object-contain" /> : null}
              <a href={partner.pageUrl} className={TEXT_LINK}>
                {partner.name}
              </a>
            </span>
            {me.data?.isAdmin ? (
              <Button
                size="sm"
                variant="secondary"
                disabled={saving.isLoading}
                onClick={() => void change(partner, false)}
                aria-label={`Remove ${partner.name}`}
              >
                Remove
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
    );

  return (
    <section aria-labelledby="partners-title" className="flex flex-col gap-4">
      <h2 id="partners-title" className="text-xl font-semibold">
        Partners
      </h2>
      {list}
      {me.data?.isAdmin ? (
        <AddPartnerForm current={partners.data?.data ?? []} busy={saving.isLoading} onAdd={(patron) => change(patron, true)} />
      ) : (
        <p className="text-sm text-fg-muted">Staff choose a conference&apos;s partners.</p>
      )}
    </section>
  );
}

function AddPartnerForm({
  current,
  busy,
  onAdd,
}: {
  current: readonly ConferencePartner[];
  busy: boolean;
  onAdd: (patron: { id: string; name: string }) => Promise<void>;
}) {
  const patrons = useGetPatronsQuery();
  const [chosenId, setChosenId] = useState('');
  const taken = new Set(current.map((partner) => partner.id));
  const candidates = (patrons.data?.data ?? []).filter((patron) => !taken.has(patron.id));
  const chosen = candidates.find((patron) => patron.id === chosenId) ?? candidates[0];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) return;
    await onAdd(chosen);
    setChosenId('');
  };

  if (patrons.isLoading) return <PageLoader label="Loading the patrons…" />;
  if (!patrons.data) return <LoadError error={patrons.error} onRetry={patrons.refetch} />;
  if (!chosen) return <p className="text-sm text-fg-muted">Every patron is a partner already. Create patrons on the Patrons page.</p>;
  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <Select
        label="Patron to add"
        className="sm:w-80"
        value={chosen.id}
        onChange={(event) => setChosenId(event.target.value)}
        options={candidates.map((patron) => ({ value: patron.id, label: patron.name }))}
      />
      <Button type="submit" disabled={busy}>
        Add partner
      </Button>
    </form>
  );
}
