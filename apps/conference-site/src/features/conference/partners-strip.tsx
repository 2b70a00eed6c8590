import { Link } from 'react-router-dom';
import { useGetConferencePartnersQuery } from '@socials/api-client';
import { FOCUS_RING } from '@socials/ui';

/** The home page's strip of partner logos, each leading to the Partners page; nothing while there are none. */
export function PartnersStrip({ conferenceId }: { conferenceId: string }) {
  const partners = useGetConferencePartnersQuery(conferenceId);
  const list = partners.data?.data ?? [];
  if (list.length === 0) return null;
  return (
    <section aria-labelledby="partners-strip-title" className="flex flex-col gap-4">
      <h2 id="partners-strip-title" className="text-xl font-semibold">
        Partners
      </h2>
      <ul className="flex flex-wrap items-center gap-x-8 gap-y-4">
        {list.map((partner) => (
          <li key={partner.id}>
            <Link to="/partners" className={`flex h-12 items-center rounded ${FOCUS_RING}`}>
              {partner.logoUrl ? (
                <img src={partner.logoUrl} alt={partner.name} className="h-10 max-w-36 object-contain" loading="lazy" />
              ) : (
                <span className="font-semibold">{partner.name}</span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
