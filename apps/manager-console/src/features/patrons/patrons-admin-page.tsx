import { useState, type FormEvent } from 'react';
import {
  mapFieldErrors,
  useAddPatronMemberMutation,
  useCreateInvoiceMutation,
  useCreatePatronMutation,
  useGetModerationQueueQuery,
  useGetPatronInvoicesQuery,
  useGetPatronMembersQuery,
  useGetPatronsQuery,
  useModerateQuestionMutation,
  useSponsorSocialMutation,
  useUpdateInvoiceStatusMutation,
} from '@socials/api-client';
import { formatInvoiceAmount, InvoiceCurrency, type InvoiceStatus, type Patron, type PatronInvoice } from '@socials/domain';
import {
  Badge,
  Button,
  Card,
  EmptyState,
  LoadError,
  PageLoader,
  Select,
  TextInput,
  toast,
  toastError,
  useConfirm,
  useDocumentTitle,
  type BadgeTone,
} from '@socials/ui';

type Errors = Record<string, string>;

/** The API's field errors on this form, or a toast when the refusal is about something else. */
function fieldErrorsOf(error: unknown, fields: readonly string[]): Errors {
  const mapped = mapFieldErrors(error, fields);
  if (mapped.length === 0) toastError(error);
  return Object.fromEntries(mapped.map(({ field, message }) => [field, message]));
}

/** /patrons — staff create patrons, add their members and sponsorships, issue invoices and moderate question banks. */
export function PatronsAdminPage() {
  useDocumentTitle('Patrons');
  const patrons = useGetPatronsQuery();
  const [chosenId, setChosenId] = useState('');
  const chosen = patrons.data?.data.find((patron) => patron.id === chosenId) ?? patrons.data?.data[0];

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold tracking-tight">Patrons</h1>
      <NewPatronForm onCreated={(patron) => setChosenId(patron.id)} />
      {patrons.isLoading ? <PageLoader label="Loading patrons…" /> : null}
      {!patrons.isLoading && !patrons.data ? <LoadError error={patrons.error} onRetry={patrons.refetch} /> : null}
      {patrons.data && patrons.data.data.length === 0 ? <EmptyState title="No patrons yet" description="Create the first one above." /> : null}
      {patrons.data && chosen ? (
        <>
          <Select
            label="Patron"
            className="sm:w-96"
            value={chosen.id}
            onChange={(event) => setChosenId(event.target.value)}
            options={patrons.data.data.map((patron) => ({ value: patron.id, label: `${patron.name} (${patron.code})` }))}
          />
          <ChosenPatron key={chosen.id} patron={chosen} />
        </>
      ) : null}
    </div>
  );
}

function NewPatronForm({ onCreated }: { onCreated: (patron: Patron) => void }) {
  const [createPatron, creating] = useCreatePatronMutation();
  const [values, setValues] = useState({ name: '', code: '', websiteUrl: '', logoUrl: '' });
  const [errors, setErrors] = useState<Errors>({});
  const field = (name: keyof typeof values) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const patron = await createPatron({
        name: values.name,
        code: values.code,
        websiteUrl: values.websiteUrl.trim() || null,
        logoUrl: values.logoUrl.trim() || null,
      }).unwrap();
      setErrors({});
      setValues({ name: '', code: '', websiteUrl: '', logoUrl: '' });
      toast.success(`${patron.name} created`);
      onCreated(patron);
    } catch (error) {
      setErrors(fieldErrorsOf(error, ['name', 'code', 'websiteUrl', 'logoUrl']));
    }
  };

  return (
    <Card as="section" aria-labelledby="new-patron-heading" className="flex flex-col gap-4">
      <h2 id="new-patron-heading" className="text-lg font-semibold">
        New patron
      </h2>
      <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4 sm:grid-cols-2">
        <TextInput label="Name" required {...field('name')} />
        <TextInput label="Code" hint="Its profile address: lower-case letters, digits and hyphens" required {...field('code')} />
        <TextInput label="Website" type="url" {...field('websiteUrl')} />
        <TextInput label="Logo address" type="url" hint="An https:// image" {...field('logoUrl')} />
        <div className="sm:col-span-2">
          <Button type="submit" disabled={creating.isLoading}>
            Create patron
          </Button>
        </div>
      </form>
    </Card>
  );
}

function ChosenPatron({ patron }: { patron: Patron }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <MembersCard patron={patron} />
      <SponsorCard patron={patron} />
      <InvoiceCard patron={patron} />
      <InvoicesCard patron={patron} />
      <ModerationCard patron={patron} />
    </div>
  );
}

function MembersCard({ patron }: { patron: Patron }) {
  const members = useGetPatronMembersQuery(patron.id);
  const [addMember, adding] = useAddPatronMemberMutation();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await addMember({ patronId: patron.id, body: { email } }).unwrap();
      toast.success(`${email.trim()} now acts for ${patron.name}`);
      setEmail('');
      setError(undefined);
    } catch (failure) {
      setError(fieldErrorsOf(failure, ['email']).email);
    }
  };

  return (
    <Card as="section" aria-labelledby="members-heading" className="flex flex-col gap-3">
      <h2 id="members-heading" className="text-lg font-semibold">
        Members
      </h2>
      {members.isLoading ? <PageLoader label="Loading members…" /> : null}
      {members.data && members.data.data.length === 0 ? <p className="text-sm text-fg-muted">Nobody acts for this patron yet.</p> : null}
      {members.data && members.data.data.length > 0 ? (
        <ul className="flex flex-col gap-1 text-sm">
          {members.data.data.map((member) => (
            <li key={member.userId}>
              {member.name} <span className="text-fg-muted">({member.email})</span>
            </li>
          ))}
        </ul>
      ) : null}
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <TextInput label="Member's e-mail" type="email" className="grow" value={email} error={error} onChange={(event) => setEmail(event.target.value)} />
        <Button type="submit" variant="secondary" className="sm:mt-6" disabled={adding.isLoading}>
          Add member
        </Button>
      </form>
    </Card>
  );
}

function SponsorCard({ patron }: { patron: Patron }) {
  const [sponsor, saving] = useSponsorSocialMutation();
  const [socialId, setSocialId] = useState('');
  const [error, setError] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await sponsor({ patronId: patron.id, body: { socialId: socialId.trim() } }).unwrap();
      toast.success(`${patron.name} now sponsors the social`);
      setSocialId('');
      setError(undefined);
    } catch (failure) {
      setError(fieldErrorsOf(failure, ['socialId']).socialId);
    }
  };

  return (
    <Card as="section" aria-labelledby="sponsor-heading" className="flex flex-col gap-3">
      <h2 id="sponsor-heading" className="text-lg font-semibold">
        Sponsor a social
      </h2>
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <TextInput
          label="Social id"
          hint="From the social's address in the host portal"
          className="grow"
          value={socialId}
          error={error}
          onChange={(event) => setSocialId(event.target.value)}
        />
        <Button type="submit" variant="secondary" className="sm:mt-6" disabled={saving.isLoading}>
          Sponsor
        </Button>
      </form>
    </Card>
  );
}

/** "1,500.50" → 150050 minor units; null when it is not an amount. */
function toMinorUnits(text: string): number | null {
  const cleaned = text.replace(/,/g, '').trim();
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  return Math.round(Number(cleaned) * 100);
}

function InvoiceCard({ patron }: { patron: Patron }) {
  const [createInvoice, creating] = useCreateInvoiceMutation();
  const [description, setDescription] = useState('');
  const [amount, setAmount] = useState('');
  const [currency, setCurrency] = useState<InvoiceCurrency>('USD');
  const [errors, setErrors] = useState<Errors>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const minor = toMinorUnits(amount);
    if (minor === null || minor === 0) {
      setErrors({ amount: 'An amount such as 1500 or 1500.50' });
      return;
    }
    try {
      const invoice = await createInvoice({ patronId: patron.id, body: { description, amount: minor, currency } }).unwrap();
      toast.success(`Invoice ${invoice.number} issued`);
      setDescription('');
      setAmount('');
      setErrors({});
    } catch (failure) {
      setErrors(fieldErrorsOf(failure, ['description', 'amount', 'currency']));
    }
  };

  return (
    <Card as="section" aria-labelledby="invoice-heading" className="flex flex-col gap-3">
      <h2 id="invoice-heading" className="text-lg font-semibold">
        Issue an invoice
      </h2>
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-3">
        <TextInput label="Description" required value={description} error={errors.description} onChange={(event) => setDescription(event.target.value)} />
        <div className="flex flex-col gap-3 sm:flex-row">
          <TextInput
            label="Amount"
            inputMode="decimal"
            required
            className="grow"
            value={amount}
            error={errors.amount}
            onChange={(event) => setAmount(event.target.value)}
          />
          <Select
            label="Currency"
            value={currency}
            error={errors.currency}
            onChange={(event) => setCurrency(InvoiceCurrency.parse(event.target.value))}
            options={InvoiceCurrency.options.map((code) => ({ value: code, label: code }))}
          />
        </div>
        <div>
          <Button type="submit" disabled={creating.isLoading}>
            Issue invoice
          </Button>
        </div>
      </form>
    </Card>
  );
}

const INVOICE_TONES: Record<InvoiceStatus, BadgeTone> = { ISSUED: 'info', PAID: 'success', VOID: 'neutral' };

/** The patron's invoices: staff mark an issued one paid, or void it (it keeps its number). */
function InvoicesCard({ patron }: { patron: Patron }) {
  const invoices = useGetPatronInvoicesQuery(patron.id);
  const [update, updating] = useUpdateInvoiceStatusMutation();
  const confirm = useConfirm();

  const mark = async (invoice: PatronInvoice, status: 'PAID' | 'VOID') => {
    try {
      await update({ patronId: patron.id, invoiceId: invoice.id, body: { status } }).unwrap();
      toast.success(status === 'PAID' ? `Invoice ${invoice.number} marked paid` : `Invoice ${invoice.number} voided`);
    } catch (error) {
      toastError(error);
    }
  };
  const askToVoid = (invoice: PatronInvoice) =>
    confirm({
      title: `Void invoice ${invoice.number}?`,
      body: 'The patron no longer owes it. It keeps its number and stays listed as void; this cannot be undone.',
      keepLabel: 'Keep it',
      confirmLabel: `Void ${invoice.number}`,
      tone: 'danger',
      onConfirm: () => void mark(invoice, 'VOID'),
    });

  let content;
  if (invoices.isLoading) content = <PageLoader label="Loading invoices…" />;
  else if (!invoices.data) content = <LoadError error={invoices.error} onRetry={invoices.refetch} />;
  else if (invoices.data.data.length === 0) content = <p className="text-sm text-fg-muted">No invoices yet.</p>;
  else
    content = (
      <ul className="flex flex-col gap-3">
        {invoices.data.data.map((invoice) => (
          <li key={invoice.id} className="flex flex-col gap-2 border-b border-border pb-3 last:border-b-0 sm:flex-row sm:items-center sm:justify-between">
            <div className="flex flex-col text-sm">
              <span className="font-semibold">{invoice.number}</span>
              <span>
                {invoice.description} · {formatInvoiceAmount(invoice.amount, invoice.currency)}
              </span>
            </div>
            <div className="flex items-center gap-2">
              <Badge tone={INVOICE_TONES[invoice.status]}>{invoice.status.toLowerCase()}</Badge>
              {invoice.status === 'ISSUED' ? (
                <>
                  <Button size="sm" disabled={updating.isLoading} onClick={() => void mark(invoice, 'PAID')} aria-label={`Mark invoice ${invoice.number} paid`}>
                    Mark paid
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={updating.isLoading}
                    onClick={() => askToVoid(invoice)}
                    aria-label={`Void invoice ${invoice.number}`}
                  >
                    Void
                  </Button>
                </>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    );

  return (
    <Card as="section" aria-labelledby="invoices-heading" className="flex flex-col gap-3">
      <h2 id="invoices-heading" className="text-lg font-semibold">
        Invoices
      </h2>
      {content}
    </Card>
  );
}

function ModerationCard({ patron }: { patron: Patron }) {
  const queue = useGetModerationQueueQuery(patron.id);
  const [moderate, moderating] = useModerateQuestionMutation();

  const decide = async (questionId: string, status: 'APPROVED' | 'REJECTED') => {
    try {
      await moderate({ patronId: patron.id, questionId, body: { status } }).unwrap();
      toast.success(status === 'APPROVED' ? 'Question approved' : 'Question rejected');
    } catch (error) {
      toastError(error);
    }
  };

  let content;
  if (queue.isLoading) content = <PageLoader label="Loading questions…" />;
  else if (!queue.data) content = <LoadError error={queue.error} onRetry={queue.refetch} />;
  else if (queue.data.data.length === 0) content = <p className="text-sm text-fg-muted">No question waits for moderation.</p>;
  else
    content = (
      <ul className="flex flex-col gap-3">
        {queue.data.data.map((question) => (
          <li key={question.id} className="flex flex-col gap-2 border-b border-border pb-3 last:border-b-0">
            <p className="text-sm">{question.text}</p>
            <div className="flex gap-2">
              <Button size="sm" disabled={moderating.isLoading} onClick={() => void decide(question.id, 'APPROVED')} aria-label={`Approve: ${question.text}`}>
                Approve
              </Button>
              <Button
                size="sm"
                variant="secondary"
                disabled={moderating.isLoading}
                onClick={() => void decide(question.id, 'REJECTED')}
                aria-label={`Reject: ${question.text}`}
              >
                Reject
              </Button>
            </div>
          </li>
        ))}
      </ul>
    );

  return (
    <Card as="section" aria-labelledby="moderation-heading" className="flex flex-col gap-3">
      <h2 id="moderation-heading" className="text-lg font-semibold">
        Question bank moderation
      </h2>
      {content}
    </Card>
  );
}
