import { Link, useLocation } from 'react-router-dom';
import { contentFieldsOf } from '@socials/domain';
import { BUTTON_LINK } from '@socials/ui';
import { paths } from '../../shared/paths';
import { ContentEntryPage, RichText } from './content-parts';

/** A community series of the main menu (/private-founders-breakfast…): staff write its page; its slug is its address. */
export function SeriesPage() {
  const slug = useLocation().pathname.replace(/^\/+|\/+$/g, '');
  return (
    <ContentEntryPage kind="SERIES" slug={slug} noun="Community series" back={{ to: paths.communityEvents, label: 'Community events' }}>
      {(entry) => {
        const fields = contentFieldsOf('SERIES', entry);
        const facts = [fields.city, fields.cadence].filter(Boolean).join(' · ');
        return (
          <>
            <header className="flex flex-col gap-2">
              {fields.tagline ? <p className="text-sm font-medium uppercase tracking-wide text-fg-muted">{fields.tagline}</p> : null}
              <h1 className="text-3xl font-bold tracking-tight">{entry.title}</h1>
              {facts ? <p className="text-fg-muted">{facts}</p> : null}
            </header>
            {entry.summary ? <p className="text-lg">{entry.summary}</p> : null}
            <RichText html={entry.html} />
            <Link to={paths.socials} className={`self-start ${BUTTON_LINK}`}>
              See upcoming socials
            </Link>
          </>
        );
      }}
    </ContentEntryPage>
  );
}
