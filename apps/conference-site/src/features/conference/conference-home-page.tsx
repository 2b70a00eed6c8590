import { Link } from 'react-router-dom';
import type { ConferenceConfig } from '@socials/domain';
import { Card, FOCUS_RING } from '@socials/ui';
import { conferenceName } from './conference-name';
import { CONFERENCE_SECTIONS } from './conference-sections';

export function ConferenceHomePage({ conference }: { conference: ConferenceConfig }) {
  const name = conferenceName(conference);
  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="conference-title" className="rounded-2xl border border-border bg-surface px-6 py-12 sm:px-10">
        <h1 id="conference-title" className="text-3xl font-bold tracking-tight sm:text-5xl">
          {name}
        </h1>
        <p className="mt-4 max-w-xl text-lg text-fg-muted">
          Welcome to the {name} site. Speakers, the agenda and tickets are being prepared and will appear here soon.
        </p>
        <dl className="mt-6 flex flex-wrap gap-x-8 gap-y-2 text-sm">
          {conference.type ? (
            <div>
              <dt className="text-fg-muted">Type</dt>
              <dd className="font-medium">{conference.type}</dd>
            </div>
          ) : null}
          {conference.id ? (
            <div>
              <dt className="text-fg-muted">Conference id</dt>
              <dd className="font-medium">{conference.id}</dd>
            </div>
          ) : null}
        </dl>
      </section>
      <ul className="grid gap-4 sm:grid-cols-3">
        {CONFERENCE_SECTIONS.map((section) => (
          <li key={section.path}>
            <Card as="article" className="flex h-full flex-col gap-2">
              <h2 className="text-lg font-semibold">
                <Link to={section.path} className={`hover:underline ${FOCUS_RING}`}>
                  {section.title}
                </Link>
              </h2>
              <p className="text-sm text-fg-muted">Coming soon</p>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}
