import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCreateSocialMutation } from '@socials/api-client';
import { TIME_ZONE_OPTIONS } from '@socials/domain';
import { toast } from '@socials/ui';
import { editSocialPath } from '../../shared/paths';
import { useDocumentTitle } from '../../shared/use-document-title';
import { SocialForm } from './components/social-form';
import { defaultTimeZone, emptySocialFormValues } from './social-form-schema';

/** /socials/new */
export function CreateSocialPage() {
  useDocumentTitle('Create a social');
  const navigate = useNavigate();
  const [createSocial] = useCreateSocialMutation();
  const defaultValues = useMemo(() => emptySocialFormValues(defaultTimeZone(TIME_ZONE_OPTIONS.map(({ zone }) => zone))), []);

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6">
      <h1 className="text-3xl font-bold tracking-tight">Create a social</h1>
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
    </div>
  );
}
