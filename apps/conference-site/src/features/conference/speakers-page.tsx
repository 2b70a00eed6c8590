import { useListSpeakersQuery } from '@socials/api-client';
import type { Conference } from '@socials/domain';
import { Avatar, Card, EmptyState, LoadError, PageLoader, TEXT_LINK } from '@socials/ui';

export function SpeakersPage({ conference }: { conference: Conference }) {
  const speakers = useListSpeakersQuery({ conferenceId: conference.id });
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold tracking-tight">Speakers</h1>
      {speakers.isLoading ? (
        <PageLoader label="Loading speakers…" />
      ) : !speakers.data ? (
        <LoadError error={speakers.error} onRetry={speakers.refetch} />
      ) : speakers.data.data.length === 0 ? (
        <EmptyState title="Speakers to be announced" description="Check back soon." />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {speakers.data.data.map((speaker) => (
            <li key={speaker.id}>
              <Card as="article" className="flex h-full flex-col gap-3">
                <div className="flex items-center gap-3">
                  <Avatar name={speaker.name} photoUrl={speaker.photoUrl} size="lg" />
                  <div>
                    <h2 className="text-lg font-semibold">{speaker.name}</h2>
                    <p className="text-sm text-fg-muted">{[speaker.headline, speaker.company].filter(Boolean).join(', ')}</p>
                  </div>
                </div>
                {speaker.bio ? <p className="text-sm">{speaker.bio}</p> : null}
                {speaker.links.length > 0 ? (
                  <ul className="flex flex-wrap gap-3 text-sm">
                    {speaker.links.map((link) => (
                      <li key={link.url}>
                        <a href={link.url} className={TEXT_LINK} rel="noopener noreferrer" target="_blank">
                          {link.label}
                          <span className="sr-only"> of {speaker.name} (opens in a new tab)</span>
                        </a>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
