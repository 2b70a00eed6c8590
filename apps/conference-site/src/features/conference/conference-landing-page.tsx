import { Link } from 'react-router-dom';
import type { Conference } from '@socials/domain';
import { BRAND_BUTTON } from './brand';
import { AgendaHighlights, PassesSection, SpeakersRow } from './conference-home-sections';
import { formatConferenceDates } from './conference-time';
import { PartnersStrip } from './partners-strip';

/** The conference's home: the hero (dates in its own zone, venue, image and colours), its speakers, the next sessions, the passes and the partners. */
export function ConferenceLandingPage({ conference }: { conference: Conference }) {
  const hero = conference.branding.heroImageUrl;
  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="conference-title" className="relative overflow-hidden rounded-2xl border border-border bg-surface px-6 py-12 sm:px-10">
        {/* The conference's two colours, side by side along the top of the hero. */}
        <div aria-hidden="true" className="absolute inset-x-0 top-0 h-1.5 bg-linear-to-r from-[var(--conference-primary)] to-[var(--conference-accent)]" />
        {hero ? <img src={hero} alt="" className="mb-6 max-h-72 w-full rounded-xl object-cover" /> : null}
        <h1 id="conference-title" className="text-3xl font-bold tracking-tight sm:text-5xl">
          {conference.name}
        </h1>
        {conference.tagline ? <p className="mt-4 max-w-xl text-lg text-fg-muted">{conference.tagline}</p> : null}
        <dl className="mt-6 flex flex-wrap gap-x-8 gap-y-2">
          <div>
            <dt className="text-sm text-fg-muted">When</dt>
            <dd className="font-medium">{formatConferenceDates(conference.startsAt, conference.endsAt, conference.timezone)}</dd>
          </div>
          <div>
            <dt className="text-sm text-fg-muted">Where</dt>
            <dd className="font-medium">{conference.venueName || 'Venue to be announced'}</dd>
          </div>
        </dl>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to="/tickets" className={BRAND_BUTTON}>
            Get tickets
          </Link>
          <Link to="/agenda" className="inline-flex items-center rounded-lg border border-border px-5 py-3 font-semibold">
            See the agenda
          </Link>
        </div>
      </section>
      {conference.description ? <p className="max-w-2xl whitespace-pre-line">{conference.description}</p> : null}
      <SpeakersRow conference={conference} />
      <AgendaHighlights conference={conference} />
      <PassesSection conference={conference} />
      <PartnersStrip conferenceId={conference.id} />
    </div>
  );
}
