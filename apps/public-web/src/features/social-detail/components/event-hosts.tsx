import { getDisplayName, type SocialDetail } from '@socials/domain';

/** Owner first, then co-hosts, each once. */
export function EventHosts({ social }: { social: SocialDetail }) {
  const hosts = [social.owner, ...social.hosts.filter((host) => host.id !== social.owner.id)];
  return (
    <section aria-labelledby="hosts-title" className="flex flex-col gap-2">
      <h2 id="hosts-title" className="text-xl font-semibold">
        Hosted by
      </h2>
      <ul className="flex flex-wrap gap-3">
        {hosts.map((host) => {
          const name = getDisplayName(host) || 'A Socials host';
          return (
            <li key={host.id} className="flex items-center gap-2 rounded-full border border-border bg-surface py-1 pr-4 pl-1 text-sm">
              {host.photoPath ? (
                <img src={host.photoPath} alt="" className="size-8 rounded-full object-cover" />
              ) : (
                <span aria-hidden="true" className="flex size-8 items-center justify-center rounded-full bg-surface-muted font-semibold">
                  {name.charAt(0).toUpperCase()}
                </span>
              )}
              {name}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
