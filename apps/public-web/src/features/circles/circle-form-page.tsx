import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { isApiHttpError, mapFieldErrors, useCreateCircleMutation, useGetCircleBySlugQuery, useUpdateCircleMutation } from '@socials/api-client';
import { CircleJoinPolicy, VerifiedEmailRequirement, VERIFIED_EMAIL_REQUIREMENT_LABELS, Visibility, type Circle } from '@socials/domain';
import { Button, EmptyState, LoadError, PageLoader, Select, TEXT_LINK, TextArea, TextInput, toast, toastError, useDocumentTitle } from '@socials/ui';
import { circlePath, paths } from '../../shared/paths';
import { JOIN_POLICY_LABELS, VISIBILITY_HINTS, VISIBILITY_LABELS } from './circle-text';

interface CircleFormValues {
  name: string;
  slug: string;
  description: string;
  coverUrl: string;
  visibility: Visibility;
  joinPolicy: CircleJoinPolicy;
  /** '': anyone may join. */
  requiredVerifiedEmail: VerifiedEmailRequirement | '';
  /** Membership prices in dollars as typed; empty: not sold for that interval. */
  monthlyPrice: string;
  yearlyPrice: string;
}

const FORM_FIELDS = ['name', 'slug', 'description', 'coverUrl', 'visibility', 'joinPolicy', 'requiredVerifiedEmail', 'membershipPrice'] as const;

const EMPTY: CircleFormValues = {
  name: '',
  slug: '',
  description: '',
  coverUrl: '',
  visibility: 'PUBLIC',
  joinPolicy: 'OPEN',
  requiredVerifiedEmail: '',
  monthlyPrice: '',
  yearlyPrice: '',
};

const dollars = (cents: number | null | undefined) => (cents ? String(cents / 100) : '');
const MONTHLY_ERROR = 'membershipPrice.monthlyCents';
const YEARLY_ERROR = 'membershipPrice.yearlyCents';

/** Cents from a typed price ("15", "15.50", "$15"); 0 for an empty box; null when it is not an amount. */
function priceCents(typed: string): number | null {
  const text = typed.trim().replace(/^\$/, '');
  if (text === '') return 0;
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  return Math.round(Number(text) * 100);
}

const valuesOf = (circle: Circle): CircleFormValues => ({
  name: circle.name,
  slug: circle.slug,
  description: circle.description,
  coverUrl: circle.coverUrl ?? '',
  visibility: circle.visibility,
  joinPolicy: circle.joinPolicy,
  requiredVerifiedEmail: circle.requiredVerifiedEmail ?? '',
  monthlyPrice: dollars(circle.membershipPrice?.monthlyCents),
  yearlyPrice: dollars(circle.membershipPrice?.yearlyCents),
});

const visibilityOptions = Visibility.options.map((value) => ({ value, label: VISIBILITY_LABELS[value] }));
const joinPolicyOptions = CircleJoinPolicy.options.map((value) => ({ value, label: JOIN_POLICY_LABELS[value] }));
const verifiedEmailOptions = [
  { value: '', label: 'Nothing: anyone who may join' },
  ...VerifiedEmailRequirement.options.map((value) => ({ value, label: VERIFIED_EMAIL_REQUIREMENT_LABELS[value] })),
];

/** /circles/new — start a circle. */
export function NewCirclePage() {
  useDocumentTitle('Create a circle');
  return (
    <div className="flex max-w-2xl flex-col gap-6">
      <h1 className="text-3xl font-bold tracking-tight">Create a circle</h1>
      <CircleForm initial={EMPTY} circle={null} />
    </div>
  );
}

/** /circles/:slug/edit — its owner and hosts change a circle. */
export function EditCirclePage() {
  const { slug = '' } = useParams();
  const { data: circle, error, isLoading, refetch } = useGetCircleBySlugQuery(slug);
  useDocumentTitle('Edit circle');
  let content;
  if (isLoading) content = <PageLoader label="Loading the circle…" />;
  else if (!circle)
    content =
      isApiHttpError(error) && error.status !== 404 ? (
        <LoadError error={error} onRetry={refetch} />
      ) : (
        <EmptyState title="Circle not found" description="The link may be old." />
      );
  else if (!circle.canManage) content = <EmptyState title="Only its hosts can edit this circle" description="Ask the owner to make you a host." />;
  else content = <CircleForm initial={valuesOf(circle)} circle={circle} />;
  return (
    <div className="flex max-w-2xl flex-col gap-6">
      <h1 className="text-3xl font-bold tracking-tight">Edit circle</h1>
      {content}
    </div>
  );
}

function CircleForm({ initial, circle }: { initial: CircleFormValues; circle: Circle | null }) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [create, creating] = useCreateCircleMutation();
  const [update, updating] = useUpdateCircleMutation();
  const navigate = useNavigate();
  const set = (field: keyof CircleFormValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    const monthlyCents = priceCents(values.monthlyPrice);
    const yearlyCents = priceCents(values.yearlyPrice);
    if (monthlyCents === null || yearlyCents === null) {
      const message = 'Enter an amount in dollars, like 15 or 15.50';
      setErrors({ ...(monthlyCents === null ? { [MONTHLY_ERROR]: message } : {}), ...(yearlyCents === null ? { [YEARLY_ERROR]: message } : {}) });
      return;
    }
    const body = {
      membershipPrice: monthlyCents === 0 && yearlyCents === 0 ? null : { monthlyCents, yearlyCents },
      name: values.name,
      description: values.description,
      coverUrl: values.coverUrl.trim() === '' ? null : values.coverUrl.trim(),
      visibility: values.visibility,
      joinPolicy: values.joinPolicy,
      requiredVerifiedEmail: values.requiredVerifiedEmail === '' ? null : values.requiredVerifiedEmail,
      ...(values.slug.trim() !== '' ? { slug: values.slug.trim() } : {}),
    };
    try {
      const saved = circle ? await update({ circleId: circle.id, body }).unwrap() : await create(body).unwrap();
      toast.success(circle ? 'Circle saved' : 'Circle created');
      void navigate(circlePath(saved.slug));
    } catch (error) {
      const fields = mapFieldErrors(error, FORM_FIELDS);
      if (fields.length > 0) setErrors(Object.fromEntries(fields.map(({ field, message }) => [field, message])));
      else toastError(error);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <TextInput label="Name" name="name" required value={values.name} onChange={set('name')} error={errors.name} />
      <TextInput
        label="Address"
        name="slug"
        value={values.slug}
        onChange={set('slug')}
        error={errors.slug}
        hint="Lower-case letters, digits and hyphens; made from the name when left empty."
      />
      <TextArea label="Description" name="description" rows={4} value={values.description} onChange={set('description')} error={errors.description} />
      <TextInput label="Cover image URL" name="coverUrl" type="url" value={values.coverUrl} onChange={set('coverUrl')} error={errors.coverUrl} />
      <Select
        label="Visibility"
        name="visibility"
        value={values.visibility}
        onChange={set('visibility')}
        options={visibilityOptions}
        error={errors.visibility}
        hint={VISIBILITY_HINTS[values.visibility]}
      />
      <Select
        label="Who can join"
        name="joinPolicy"
        value={values.joinPolicy}
        onChange={set('joinPolicy')}
        options={joinPolicyOptions}
        error={errors.joinPolicy}
      />
      <Select
        label="Members need"
        name="requiredVerifiedEmail"
        value={values.requiredVerifiedEmail}
        onChange={set('requiredVerifiedEmail')}
        options={verifiedEmailOptions}
        error={errors.requiredVerifiedEmail}
        hint="Joining asks for an address of this kind, confirmed with a code e-mailed to it."
      />
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 font-medium">Paid membership</legend>
        <p className="text-sm text-fg-muted">
          Leave both empty for a free circle. Members pay through the payment provider and renew until they cancel; hosts still let people in from requests for
          free.
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextInput
            label="Monthly price (USD)"
            name="monthlyPrice"
            inputMode="decimal"
            value={values.monthlyPrice}
            onChange={set('monthlyPrice')}
            error={errors[MONTHLY_ERROR]}
          />
          <TextInput
            label="Yearly price (USD)"
            name="yearlyPrice"
            inputMode="decimal"
            value={values.yearlyPrice}
            onChange={set('yearlyPrice')}
            error={errors[YEARLY_ERROR]}
          />
        </div>
      </fieldset>
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" loading={creating.isLoading || updating.isLoading}>
          {circle ? 'Save circle' : 'Create circle'}
        </Button>
        <Link to={circle ? circlePath(circle.slug) : paths.circles} className={TEXT_LINK}>
          Cancel
        </Link>
      </div>
    </form>
  );
}
