import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useCreateConferenceMutation, useGetConferenceQuery, useListConferencesQuery, useGetMeQuery, useUpdateConferenceMutation } from '@socials/api-client';
import { formatCurrency, passSaleLabel, passSaleState, type Conference } from '@socials/domain';
import { Badge, Button, Card, EmptyState, LoadError, PageLoader, Tabs, TEXT_LINK, toast, useDocumentTitle } from '@socials/ui';
import { AgendaEditor } from './components/agenda-editor';
import { ConferenceForm } from './components/conference-form';
import { DomainRequest } from './components/domain-request';
import { PartnersEditor } from './components/partners-editor';
import { ViewSiteLink } from './components/view-site-link';
import { conferenceBody, conferenceFormValues, EMPTY_CONFERENCE } from './conference-form-values';

const CONFERENCE_PARAM = 'conference';
const TABS = [
  { id: 'conference', label: 'Sales, details and agenda' },
  { id: 'partners', label: 'Partners' },
] as const;

/** /summit: conferences, their passes and sales, and their agenda, for staff and organizers. */
export function SummitPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const chosen = searchParams.get(CONFERENCE_PARAM);
  useDocumentTitle(chosen ? null : 'Conferences');
  const choose = (id: string | null) => setSearchParams(id ? { [CONFERENCE_PARAM]: id } : {});
  return (
    <div className="flex flex-col gap-8">
      <h1 className="text-3xl font-bold tracking-tight">Conferences</h1>
      {chosen ? <ChosenConference key={chosen} id={chosen} onBack={() => choose(null)} /> : <ConferenceOverview onChoose={choose} />}
    </div>
  );
}

function ConferenceOverview({ onChoose }: { onChoose: (id: string) => void }) {
  const list = useListConferencesQuery({ managed: 'true' });
  const me = useGetMeQuery();
  const [createConference] = useCreateConferenceMutation();
  return (
    <>
      <section aria-labelledby="conference-list-title" className="flex flex-col gap-3">
        <h2 id="conference-list-title" className="text-xl font-semibold">
          Your conferences
        </h2>
        {list.isLoading ? (
          <PageLoader label="Loading conferences…" />
        ) : !list.data ? (
          <LoadError error={list.error} onRetry={list.refetch} />
        ) : list.data.data.length === 0 ? (
          <EmptyState title="No conferences yet" description="Staff create conferences and choose their organizers." headingLevel={3} />
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2">
            {list.data.data.map((conference) => (
              <li key={conference.id}>
                <Card as="article" className="flex h-full flex-col gap-2">
                  <h3 className="text-lg font-semibold">
                    <button type="button" className={TEXT_LINK} onClick={() => onChoose(conference.id)}>
                      {conference.name}
                    </button>
                  </h3>
                  <p className="text-sm text-fg-muted">
                    {new Date(conference.startsAt).toLocaleDateString('en-US', { timeZone: conference.timezone, dateStyle: 'medium' })} ·{' '}
                    {conference.venueName || 'Venue to be announced'}
                  </p>
                  <p className="text-sm">
                    {ticketsSold(conference)} tickets sold · {formatCurrency(revenueCents(conference))}{' '}
                    <Badge tone={conference.published ? 'success' : 'neutral'}>{conference.published ? 'Published' : 'Draft'}</Badge>
                  </p>
                  <p>
                    <ViewSiteLink conference={conference} plain />
                  </p>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </section>
      {me.data?.isAdmin ? (
        <Card as="section">
          <ConferenceForm
            title="New conference"
            initial={EMPTY_CONFERENCE}
            submitLabel="Create conference"
            onSubmit={async (values) => {
              const created = await createConference(conferenceBody(values)).unwrap();
              toast.success(`${created.name} created`);
              onChoose(created.id);
            }}
          />
        </Card>
      ) : null}
    </>
  );
}

const ticketsSold = (conference: Conference) => conference.passes.reduce((sum, pass) => sum + pass.sold, 0);
const revenueCents = (conference: Conference) => conference.passes.reduce((sum, pass) => sum + pass.sold * pass.priceCents, 0);

function ChosenConference({ id, onBack }: { id: string; onBack: () => void }) {
  const conference = useGetConferenceQuery(id);
  const [updateConference] = useUpdateConferenceMutation();
  const [tab, setTab] = useState<string>('conference');
  useDocumentTitle(conference.data ? `Conference: ${conference.data.name}` : 'Conferences');
  const back = (
    <Button variant="secondary" size="sm" onClick={onBack}>
      All conferences
    </Button>
  );
  if (conference.isLoading) return <PageLoader label="Loading the conference…" />;
  if (!conference.data) {
    return (
      <div className="flex flex-col items-start gap-4">
        <LoadError error={conference.error} onRetry={conference.refetch} />
        {back}
      </div>
    );
  }
  const data = conference.data;
  const now = Date.now();
  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-2xl font-semibold">{data.name}</h2>
        <div className="flex flex-wrap items-center gap-3">
          <ViewSiteLink conference={data} />
          {back}
        </div>
      </div>
      <Tabs tabs={TABS} selected={tab} onSelect={setTab} label={data.name}>
        {tab === 'partners' ? (
          <PartnersEditor conference={data} />
        ) : (
          <div className="flex flex-col gap-8">
            <section aria-labelledby="sales-title" className="flex flex-col gap-3">
              <h2 id="sales-title" className="text-xl font-semibold">
                Passes and sales
              </h2>
              <div className="overflow-x-auto">
                <table className="w-full text-left text-sm">
                  <thead>
                    <tr className="border-b border-border">
                      <th scope="col" className="py-2 pr-3">
                        Pass
                      </th>
                      <th scope="col" className="py-2 pr-3">
                        Price
                      </th>
                      <th scope="col" className="py-2 pr-3">
                        Sold
                      </th>
                      <th scope="col" className="py-2 pr-3">
                        Left
                      </th>
                      <th scope="col" className="py-2 pr-3">
                        Revenue
                      </th>
                      <th scope="col" className="py-2">
                        Sale
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.passes.map((pass) => (
                      <tr key={pass.id} className="border-b border-border">
                        <th scope="row" className="py-2 pr-3 font-medium">
                          {pass.name}
                        </th>
                        <td className="py-2 pr-3">{formatCurrency(pass.priceCents)}</td>
                        <td className="py-2 pr-3">{pass.sold}</td>
                        <td className="py-2 pr-3">{pass.remaining}</td>
                        <td className="py-2 pr-3">{formatCurrency(pass.sold * pass.priceCents)}</td>
                        <td className="py-2">{passSaleLabel(passSaleState(pass, now))}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </section>
            <Card as="section">
              <ConferenceForm
                key={data.id}
                title="Details, branding and passes"
                initial={conferenceFormValues(data)}
                submitLabel="Save changes"
                requestedDomain={data.requestedDomain}
                onSubmit={async (values) => {
                  await updateConference({ id: data.id, body: conferenceBody(values) }).unwrap();
                  toast.success('Conference saved');
                }}
              />
              {data.requestedDomain ? <DomainRequest conference={data} /> : null}
            </Card>
            <Card as="section">
              <AgendaEditor conference={data} />
            </Card>
          </div>
        )}
      </Tabs>
    </div>
  );
}
