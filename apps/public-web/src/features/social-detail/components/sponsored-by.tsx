import { Link } from 'react-router-dom';
import { useGetSocialPatronsQuery } from '@socials/api-client';
import { TEXT_LINK } from '@socials/ui';
import { patronPath } from '../../../shared/paths';

/** "Sponsored by" and the logos of the social's patrons; nothing when it has none (or while they load). */
export function SponsoredBy({ socialId }: { socialId: string }) {
  const { data } = useGetSocialPatronsQuery(socialId);
  if (!data || data.data.length === 0) return null;
  return (
    <section aria-labelledby="sponsors-title" className="flex flex-col gap-2">
      <h2 id="sponsors-title" className="text-sm font-semibold text-fg-muted">
        Sponsored by
      </h2>
      <ul className="flex flex-wrap items-center gap-4">
        {data.data.map((patron) => (
          <li key={patron.id}>
            <Link to={patronPath(patron.code)} className={`flex items-center gap-2 ${TEXT_LINK}`}>
              {patron.logoUrl ? (
                <img
                  src={patron.logoUrl}
                  alt=""
                  width={32}
                  height={32}
                  loading="lazy"
                  className="size-8 rounded border border-border bg-surface object-contain"
                />
              ) : null}
              {patron.name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
