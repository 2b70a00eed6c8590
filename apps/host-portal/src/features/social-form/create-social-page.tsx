import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useCreateSocialMutation, useGetSocialCopyQuery } from '@socials/api-client';
import { TIME_ZONE_OPTIONS } from '@socials/domain';
import { LoadError, PageLoader, toast, useDocumentTitle } from '@socials/ui';
import { editSocialPath } from '../../shared/paths';
import { SocialForm } from './components/social-form';
import { copyToFormValues, defaultTimeZone, emptySocialFormValues, type SocialFormValues } from './social-form-schema';

/** /socials/new, or /socials/new?copyOf={id} to start from a copy of another social. */
export function CreateSocialPage() {
  useDocumentTitle('Create a social');
  const copyOf = useSearchParams()[0].get('copyOf');
  const zone = useMemo(() => defaultTimeZone(TIME_ZONE_OPTIONS.map(({ zone: option }) => option)), []);
  const copy = useGetSocialCopyQuery(copyOf ?? '', { skip: !copyOf });
  const copyValues = useMemo(() => (copy.data ? copyToFormValues(copy.data, zone) : null), [copy.data, zone]);
  const emptyValues = useMemo(() => emptySocialFormValues(zone), [zone]);

  let content;
  if (!copyOf) content = <NewSocialForm defaultValues={emptyValues} />;
  else if (copy.isLoading) content = <PageLoader label="Copying the social…" />;
  else if (copy.error || !copyValues) content = <LoadError error={copy.error} onRetry={copy.refetch} />;
  else content = <NewSocialForm key={copyOf} defaultValues={copyValues} />;

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6">
      <h1 className="text-3xl font-bold tracking-tight">Create a social</h1>
      {copyOf && copyValues ? <p className="text-sm text-fg-muted">A copy: check the title and dates before you create it.</p> : null}
      {content}
    </div>
  );
}

function NewSocialForm({ defaultValues }: { defaultValues: SocialFormValues }) {
  const navigate = useNavigate();
  const [createSocial] = useCreateSocialMutation();
  return (
    <SocialForm
      mode="create"
      defaultValues={defaultValues}
      submitLabel="Create social"
      onSubmit={async (body) => {
        const social = await createSocial(body).unwrap();
        toast.success(social.isPublic ? 'Social created and sent for review' : 'Social created');
        navigate(editSocialPath(social.id), { replace: true });
      }}
    />
  );
}
