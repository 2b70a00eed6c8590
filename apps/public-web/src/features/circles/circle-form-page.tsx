import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { isApiHttpError, mapFieldErrors, useCreateCircleMutation, useGetCircleBySlugQuery, useUpdateCircleMutation } from '@socials/api-client';
import { CircleJoinPolicy, Visibility, type Circle } from '@socials/domain';
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
}

const FORM_FIELDS = ['name', 'slug', 'description', 'coverUrl', 'visibility', 'joinPolicy'] as const;

const EMPTY: CircleFormValues = { name: '', slug: '', description: '', coverUrl: '', visibility: 'PUBLIC', joinPolicy: 'OPEN' };

const valuesOf = (circle: Circle): CircleFormValues => ({
  name: circle.name,
  slug: circle.slug,
  description: circle.description,
  coverUrl: circle.coverUrl ?? '',
  visibility: circle.visibility,
  joinPolicy: circle.joinPolicy,
});

const visibilityOptions = Visibility.options.map((value) => ({ value, label: VISIBILITY_LABELS[value] }));
const joinPolicyOptions = CircleJoinPolicy.options.map((value) => ({ value, label: JOIN_POLICY_LABELS[value] }));

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
  else if (!circle) content = isApiHttpError(error) && error.status !== 404 ? <LoadError error={error} onRetry={refetch} /> : <EmptyState title="Circle not found" description="The link may be old." />;
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
  const set = (field: keyof CircleFormValues) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [field]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    const body = {
      name: values.name,
      description: values.description,
      coverUrl: values.coverUrl.trim() === '' ? null : values.coverUrl.trim(),
      visibility: values.visibility,
      joinPolicy: values.joinPolicy,
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
      <TextInput label="Address" name="slug" value={values.slug} onChange={set('slug')} error={errors.slug} hint="Lower-case letters, digits and hyphens; made from the name when left empty." />
      <TextArea label="Description" name="description" rows={4} value={values.description} onChange={set('description')} error={errors.description} />
      <TextInput label="Cover image URL" name="coverUrl" type="url" value={values.coverUrl} onChange={set('coverUrl')} error={errors.coverUrl} />
      <Select label="Visibility" name="visibility" value={values.visibility} onChange={set('visibility')} options={visibilityOptions} error={errors.visibility} hint={VISIBILITY_HINTS[values.visibility]} />
      <Select label="Who can join" name="joinPolicy" value={values.joinPolicy} onChange={set('joinPolicy')} options={joinPolicyOptions} error={errors.joinPolicy} />
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
