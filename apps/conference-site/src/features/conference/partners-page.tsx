import { useGetConferencePartnersQuery } from '@socials/api-client';
import type { Conference } from '@socials/domain';
import { Card, EmptyState, LoadError, PageLoader, TEXT_LINK } from '@socials/ui';

/** The conference's partners (patrons): their logos, each leading to the patron's page. */
export function PartnersPage({ conference }: { conference: Conference }) {
  const partners = useGetConferencePartnersQuery(conference.id);
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold tracking-tight">Partners</h1>
      {partners.isLoading ? (
        <PageLoader label="Loading the partners…" />
      ) : !partners.data ? (
        <LoadError error={partners.error} onRetry={partners.refetch} />
      ) : partners.data.data.length === 0 ? (
        <EmptyState title="Partners to be announced" description="The organizations that make this conference possible will be listed here." />
      ) : (
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4" aria-label="Partners">
          {partners.data.data.map((partner) => (
            <li key={partner.id}>
              <Card as="article" className="flex h-full flex-col items-center justify-center gap-3 text-center">
                {partner.logoUrl ? <img src={partner.logoUrl} alt="" className="h-16 w-full max-w-40 object-contain" loading="lazy" /> : null}
                <h2 className="text-base font-semibold">
                  <a href={partner.pageUrl} className={TEXT_LINK}>
                    {partner.name}
                  </a>
                </h2>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
