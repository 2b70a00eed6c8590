import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import {
  mapFieldErrors,
  useDownloadInvoicePdfMutation,
  useGetMyPatronsQuery,
  useGetPatronInvoicesQuery,
  useGetPatronReportQuery,
  useGetQuestionBankQuery,
  useRegenerateQuestionsMutation,
  useUpdatePatronMutation,
} from '@socials/api-client';
import { formatInvoiceAmount, formatLongDate, zonedParts, type Patron, type PatronAutomationStatus, type PatronQuestionStatus } from '@socials/domain';
import {
  Badge,
  Button,
  Card,
  downloadUrl,
  EmptyState,
  LoadError,
  PageLoader,
  Select,
  TEXT_LINK,
  TextArea,
  TextInput,
  Tabs,
  toast,
  toastError,
  useDocumentTitle,
  type BadgeTone,
} from '@socials/ui';
import { paths, patronPath, socialPath } from '../../shared/paths';

const TABS = [
  { id: 'profile', label: 'Profile' },
  { id: 'invoices', label: 'Invoices' },
  { id: 'reports', label: 'Reports' },
  { id: 'questions', label: 'Question bank' },
] as const;
type TabId = (typeof TABS)[number]['id'];

/** /patron — the portal of the patrons the signed-in user acts for: profile, invoices, reports and the question bank. */
export function PatronPortalPage() {
  useDocumentTitle('Patron portal');
  const mine = useGetMyPatronsQuery();
  const [chosenId, setChosenId] = useState('');
  const [tab, setTab] = useState<TabId>('profile');
  const patron = mine.data?.data.find((each) => each.id === chosenId) ?? mine.data?.data[0];

  let content;
  if (mine.isLoading) content = <PageLoader label="Loading your patrons…" />;
  else if (!mine.data) content = <LoadError error={mine.error} onRetry={mine.refetch} />;
  else if (!patron)
    content = (
      <EmptyState
        title="You do not act for a patron"
        description="Staff add the people who act for a patron. Ask them if your company sponsors socials here."
        action={
          <Link to={paths.patrons} className={TEXT_LINK}>
            See the patrons
          </Link>
        }
      />
    );
  else
    content = (
      <>
        {mine.data.data.length > 1 ? (
          <Select
            label="Patron"
            className="sm:w-80"
            value={patron.id}
            onChange={(event) => setChosenId(event.target.value)}
            options={mine.data.data.map((each) => ({ value: each.id, label: each.name }))}
          />
        ) : null}
        <Tabs tabs={TABS} selected={tab} onSelect={(id) => setTab(id as TabId)} label={`${patron.name} portal`}>
          {tab === 'profile' ? <ProfileTab key={patron.id} patron={patron} /> : null}
          {tab === 'invoices' ? <InvoicesTab patron={patron} /> : null}
          {tab === 'reports' ? <ReportsTab patron={patron} /> : null}
          {tab === 'questions' ? <QuestionsTab patron={patron} /> : null}
        </Tabs>
      </>
    );

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold tracking-tight">Patron portal{patron ? `: ${patron.name}` : ''}</h1>
      {content}
    </div>
  );
}

function ProfileTab({ patron }: { patron: Patron }) {
  const [update, saving] = useUpdatePatronMutation();
  const [values, setValues] = useState({
    name: patron.name,
    description: patron.description,
    websiteUrl: patron.websiteUrl ?? '',
    logoUrl: patron.logoUrl ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (name: keyof typeof values) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await update({
        patronId: patron.id,
        body: { name: values.name, description: values.description, websiteUrl: values.websiteUrl.trim() || null, logoUrl: values.logoUrl.trim() || null },
      }).unwrap();
      setErrors({});
      toast.success('Profile saved');
    } catch (error) {
      const mapped = mapFieldErrors(error, ['name', 'description', 'websiteUrl', 'logoUrl']);
      if (mapped.length === 0) toastError(error);
      setErrors(Object.fromEntries(mapped.map(({ field, message }) => [field, message])));
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex max-w-xl flex-col gap-4">
      <h2 className="text-xl font-semibold">Profile</h2>
      <p className="text-sm text-fg-muted">
        Shown on{' '}
        <Link to={patronPath(patron.code)} className={TEXT_LINK}>
          your public page
        </Link>{' '}
        and on the socials you sponsor.
      </p>
      <TextInput label="Name" required value={values.name} error={errors.name} onChange={set('name')} />
      <TextArea label="Description" rows={4} value={values.description} error={errors.description} onChange={set('description')} />
      <TextInput label="Website" type="url" value={values.websiteUrl} error={errors.websiteUrl} onChange={set('websiteUrl')} />
      <TextInput label="Logo address" type="url" hint="An https:// image" value={values.logoUrl} error={errors.logoUrl} onChange={set('logoUrl')} />
      <div>
        <Button type="submit" disabled={saving.isLoading}>
          Save profile
        </Button>
      </div>
    </form>
  );
}

const STATUS_TONES: Record<string, BadgeTone> = { ISSUED: 'info', PAID: 'success', VOID: 'neutral' };

function InvoicesTab({ patron }: { patron: Patron }) {
  const invoices = useGetPatronInvoicesQuery(patron.id);
  const [download, downloading] = useDownloadInvoicePdfMutation();

  const save = async (invoiceId: string) => {
    try {
      const file = await download({ patronId: patron.id, invoiceId }).unwrap();
      downloadUrl(file.url, file.fileName);
      URL.revokeObjectURL(file.url);
    } catch (error) {
      toastError(error);
    }
  };

  let content;
  if (invoices.isLoading) content = <PageLoader label="Loading invoices…" />;
  else if (!invoices.data) content = <LoadError error={invoices.error} onRetry={invoices.refetch} />;
  else if (invoices.data.data.length === 0) content = <p className="text-sm text-fg-muted">No invoices yet.</p>;
  else
    content = (
      <ul className="flex flex-col gap-3">
        {invoices.data.data.map((invoice) => (
          <li key={invoice.id}>
            <Card className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
              <div className="flex flex-col gap-1">
                <h3 className="font-semibold">{invoice.number}</h3>
                <p className="text-sm">{invoice.description}</p>
                <p className="text-sm text-fg-muted">
                  {formatInvoiceAmount(invoice.amount, invoice.currency)} · issued {formatLongDate(zonedParts(invoice.issuedAt, 'UTC'))}
                </p>
              </div>
              <div className="flex items-center gap-3">
                <Badge tone={STATUS_TONES[invoice.status] ?? 'neutral'}>{invoice.status.toLowerCase()}</Badge>
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={downloading.isLoading}
                  onClick={() => void save(invoice.id)}
                  aria-label={`Download PDF of invoice ${invoice.number}`}
                >
                  Download PDF
                </Button>
              </div>
            </Card>
          </li>
        ))}
      </ul>
    );
  return (
    <section className="flex flex-col gap-4">
      <h2 className="text-xl font-semibold">Invoices</h2>
      {content}
    </section>
  );
}

function ReportsTab({ patron }: { patron: Patron }) {
  const report = useGetPatronReportQuery(patron.id);
  let content;
  if (report.isLoading) content = <PageLoader label="Loading reports…" />;
  else if (!report.data) content = <LoadError error={report.error} onRetry={report.refetch} />;
  else if (report.data.data.length === 0) content = <p className="text-sm text-fg-muted">You sponsor no socials yet.</p>;
  else
    content = (
      <ul className="flex flex-col gap-4">
        {report.data.data.map(({ social, going, checkedIn, sharedAttendees }) => (
          <li key={social.id}>
            <Card className="flex flex-col gap-3">
              <h3 className="font-semibold">
                <Link to={socialPath(social.slug)} className={TEXT_LINK}>
                  {social.title}
                </Link>
              </h3>
              <p className="text-sm text-fg-muted">{formatLongDate(zonedParts(social.eventTimestamp, social.timezone))}</p>
              <dl className="flex gap-6 text-sm">
                <div>
                  <dt className="text-fg-muted">Going</dt>
                  <dd className="text-2xl font-semibold">{going}</dd>
                </div>
                <div>
                  <dt className="text-fg-muted">Checked in</dt>
                  <dd className="text-2xl font-semibold">{checkedIn}</dd>
                </div>
              </dl>
              {sharedAttendees.length > 0 ? (
                <>
                  <h4 className="text-sm font-semibold">Attendees who shared their name</h4>
                  <ul className="flex flex-col gap-1 text-sm">
                    {sharedAttendees.map((person, i) => (
                      <li key={`${person.name}-${i}`}>
                        {person.name}
                        {person.headline ? <span className="text-fg-muted"> · {person.headline}</span> : null}
                        {person.checkedIn ? <span className="text-fg-muted"> · checked in</span> : null}
                      </li>
                    ))}
                  </ul>
                </>
              ) : (
                <p className="text-sm text-fg-muted">No attendee chose to share their name yet.</p>
              )}
            </Card>
          </li>
        ))}
      </ul>
    );
  return (
    <section className="flex flex-col gap-4">
      <h2 className="text-xl font-semibold">Reports</h2>
      {content}
    </section>
  );
}

const AUTOMATION_LABELS: Record<PatronAutomationStatus, { label: string; tone: BadgeTone }> = {
  OFF: { label: 'Off', tone: 'neutral' },
  PENDING: { label: 'Pending', tone: 'warning' },
  IN_PROGRESS: { label: 'In progress', tone: 'info' },
  READY: { label: 'Ready', tone: 'success' },
};
const QUESTION_TONES: Record<PatronQuestionStatus, BadgeTone> = { PENDING: 'warning', APPROVED: 'success', REJECTED: 'danger' };

function QuestionsTab({ patron }: { patron: Patron }) {
  const [polling, setPolling] = useState(false);
  const bank = useGetQuestionBankQuery(patron.id, { pollingInterval: polling ? 1000 : 0 });
  const [regenerate, regenerating] = useRegenerateQuestionsMutation();
  const status = bank.data?.automationStatus;
  const working = status === 'PENDING' || status === 'IN_PROGRESS';
  if (polling !== working) setPolling(working);

  const start = async () => {
    try {
      await regenerate(patron.id).unwrap();
      toast.success('Questions regenerated successfully');
    } catch (error) {
      toastError(error);
    }
  };

  let content;
  if (bank.isLoading) content = <PageLoader label="Loading the question bank…" />;
  else if (!bank.data) content = <LoadError error={bank.error} onRetry={bank.refetch} />;
  else if (bank.data.data.length === 0) content = <p className="text-sm text-fg-muted">No questions yet: regenerate them from the socials you sponsor.</p>;
  else
    content = (
      <ul className="flex flex-col gap-2">
        {bank.data.data.map((question) => (
          <li key={question.id} className="flex flex-col gap-1 border-b border-border pb-2 last:border-b-0 sm:flex-row sm:items-center sm:justify-between">
            <span>{question.text}</span>
            <Badge tone={QUESTION_TONES[question.status]}>{question.status.toLowerCase()}</Badge>
          </li>
        ))}
      </ul>
    );

  const automation = status ? AUTOMATION_LABELS[status] : null;
  return (
    <section className="flex flex-col gap-4">
      <h2 className="text-xl font-semibold">Question bank</h2>
      <div className="flex flex-wrap items-center gap-3">
        <span className="text-sm">Automation status:</span>
        {automation ? <Badge tone={automation.tone}>{automation.label}</Badge> : null}
        <Button variant="secondary" size="sm" disabled={regenerating.isLoading || working} onClick={() => void start()}>
          Regenerate questions
        </Button>
      </div>
      <p className="text-sm text-fg-muted">
        Questions are written from the titles and tags of the socials you sponsor; staff approve them before guests see them.
      </p>
      {content}
    </section>
  );
}
