import { Link, useParams } from 'react-router-dom';
import { contentFieldsOf, formatCurrency, type ContentEntry, type JobFields } from '@socials/domain';
import { Badge, BUTTON_LINK, Card, fillPath, TEXT_LINK } from '@socials/ui';
import { paths } from '../../shared/paths';
import { ContentEntryPage, ContentListPage, formatContentDate, RichText } from './content-parts';

const jobPath = (slug: string) => fillPath(paths.job, { slug });

const EMPLOYMENT: Record<JobFields['employmentType'], string> = {
  FULL_TIME: 'Full time',
  PART_TIME: 'Part time',
  CONTRACT: 'Contract',
  INTERNSHIP: 'Internship',
};

const jobFields = (entry: ContentEntry) => contentFieldsOf('JOB', entry);

function JobFacts({ fields }: { fields: JobFields }) {
  return (
    <p className="text-sm text-fg-muted">
      {[fields.company, fields.location, EMPLOYMENT[fields.employmentType], fields.remote ? 'Remote friendly' : null, fields.salary]
        .filter(Boolean)
        .join(' · ')}
    </p>
  );
}

/** The job bounty: what we pay whoever refers the person hired. */
function BountyBadge({ cents }: { cents: number }) {
  if (cents <= 0) return null;
  return <Badge tone="success">{formatCurrency(cents)} referral bounty</Badge>;
}

/** /jobs — open roles at companies of the community, with their referral bounties. */
export function JobsPage() {
  return (
    <ContentListPage
      kind="JOB"
      title="Jobs"
      intro={<p className="max-w-prose text-fg-muted">Roles at companies from our community. Refer the person who gets hired and collect the job bounty.</p>}
      loadingLabel="Loading jobs…"
      empty={{ title: 'No open roles right now', description: 'New roles are posted every week: come back soon.' }}
      noun="jobs"
    >
      {(entries) => (
        <ul className="flex flex-col gap-3">
          {entries.map((entry) => {
            const fields = jobFields(entry);
            return (
              <li key={entry.id}>
                <Card as="article" className="flex flex-col gap-2">
                  <div className="flex flex-wrap items-center gap-2">
                    <h2 className="text-xl font-semibold">
                      <Link to={jobPath(entry.slug)} className={TEXT_LINK}>
                        {entry.title}
                      </Link>
                    </h2>
                    <BountyBadge cents={fields.bountyCents} />
                  </div>
                  <JobFacts fields={fields} />
                  {entry.summary ? <p>{entry.summary}</p> : null}
                </Card>
              </li>
            );
          })}
        </ul>
      )}
    </ContentListPage>
  );
}

/** /jobs/:slug — one role, how to apply and its bounty. */
export function JobPage() {
  const { slug = '' } = useParams();
  return (
    <ContentEntryPage kind="JOB" slug={slug} noun="Job" back={{ to: paths.jobs, label: 'All jobs' }}>
      {(entry) => {
        const fields = jobFields(entry);
        return (
          <>
            <header className="flex flex-col gap-2">
              <h1 className="text-3xl font-bold tracking-tight">{entry.title}</h1>
              <JobFacts fields={fields} />
              <p className="text-sm text-fg-muted">Posted {formatContentDate(entry.publishedAt)}</p>
            </header>
            {fields.bountyCents > 0 ? (
              <Card as="section" aria-labelledby="bounty-title" className="flex flex-col gap-1">
                <h2 id="bounty-title" className="font-semibold">
                  Job bounty: {formatCurrency(fields.bountyCents)}
                </h2>
                <p className="text-sm text-fg-muted">Know someone for this role? Refer them: if they are hired, you receive the bounty.</p>
              </Card>
            ) : null}
            <RichText html={entry.html} />
            {fields.applyUrl ? (
              <a href={fields.applyUrl} target="_blank" rel="noopener noreferrer" className={`self-start ${BUTTON_LINK}`}>
                Apply at {fields.company} <span className="sr-only">(opens in a new tab)</span>
              </a>
            ) : null}
          </>
        );
      }}
    </ContentEntryPage>
  );
}
