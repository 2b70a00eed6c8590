import type { SocialDetail } from '@socials/domain';
import { PersonChip } from '../../../shared/person-chip';
import { FollowHostsButton } from './follow-hosts-button';

/** Owner first, then co-hosts, each once. */
export function EventHosts({ social }: { social: SocialDetail }) {
  const hosts = [social.owner, ...social.hosts.filter((host) => host.id !== social.owner.id)];
  return (
    <section aria-labelledby="hosts-title" className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="hosts-title" className="text-xl font-semibold">
          Hosted by
        </h2>
        <FollowHostsButton social={social} />
      </div>
      <ul className="flex flex-wrap gap-3">
        {hosts.map((host) => (
          <li key={host.id}>
            <PersonChip person={host} fallbackName="A Socials host" />
          </li>
        ))}
      </ul>
    </section>
  );
}
