import { contentFieldsOf, type ContentEntry } from '@socials/domain';
import { Avatar, Card, TEXT_LINK } from '@socials/ui';
import { ContentListPage, RichText } from './content-parts';

/** /featured — speakers of past socials staff chose to feature. */
export function FeaturedSpeakersPage() {
  return (
    <ContentListPage
      kind="FEATURED_SPEAKER"
      title="Featured speakers"
      intro={<p className="max-w-prose text-fg-muted">People who spoke at our dinners, breakfasts and summits.</p>}
      loadingLabel="Loading speakers…"
      empty={{ title: 'No featured speakers yet', description: 'Speakers of past socials will be featured here.' }}
      noun="speakers"
      limit={24}
    >
      {(entries) => (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {entries.map((entry) => (
            <li key={entry.id}>
              <SpeakerCard entry={entry} />
            </li>
          ))}
        </ul>
      )}
    </ContentListPage>
  );
}

function SpeakerCard({ entry }: { entry: ContentEntry }) {
  const fields = contentFieldsOf('FEATURED_SPEAKER', entry);
  return (
    <Card as="article" className="flex h-full flex-col gap-3">
      <div className="flex items-center gap-3">
        <Avatar name={entry.title} photoUrl={fields.photoUrl ?? null} size="lg" />
        <div className="flex flex-col">
          <h2 className="text-lg font-semibold">{entry.title}</h2>
          <p className="text-sm text-fg-muted">
            {fields.role}, {fields.company}
          </p>
        </div>
      </div>
      {fields.talkTitle ? (
        <p>
          <span className="font-medium">“{fields.talkTitle}”</span>
          {fields.eventName ? <span className="text-fg-muted"> at {fields.eventName}</span> : null}
        </p>
      ) : null}
      {entry.summary ? <p className="text-sm">{entry.summary}</p> : null}
      <RichText html={entry.html} className="text-sm" />
      {fields.linkedinUrl ? (
        <a href={fields.linkedinUrl} target="_blank" rel="noopener noreferrer" className={`self-start text-sm ${TEXT_LINK}`}>
          {entry.title} on LinkedIn <span className="sr-only">(opens in a new tab)</span>
        </a>
      ) : null}
    </Card>
  );
}
