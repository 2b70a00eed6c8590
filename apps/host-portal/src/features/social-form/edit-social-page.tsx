import { Link, useParams } from 'react-router-dom';
import { useGetSocialQuery, useUpdateSocialMutation } from '@socials/api-client';
import { useCurrentUser } from '@socials/auth';
import { displaySocialTitle, invitationPath, isSocialHost, type SocialDetail } from '@socials/domain';
import { ApprovalBadge, BUTTON_LINK, EmptyState, LoadError, PageLoader, TEXT_LINK, toast, useDocumentTitle } from '@socials/ui';
import { paths, publicSocialUrl } from '../../shared/paths';
import { ApprovalDecision } from './components/approval-decision';
import { GoingEmailEditor } from './components/going-email-editor';
import { SocialActions } from './components/social-actions';
import { SocialForm } from './components/social-form';
import { socialToFormValues } from './social-form-schema';

const statusOf = (error: unknown) => (typeof error === 'object' && error !== null && 'status' in error ? error.status : null);

/** /socials/:id/edit */
export function EditSocialPage() {
  const { id = '' } = useParams();
  const { user } = useCurrentUser();
  const { data: social, error, isLoading, refetch } = useGetSocialQuery(id, { skip: !id });
  useDocumentTitle(social ? `Edit ${social.title}` : 'Edit social');

  if (isLoading) return <PageLoader label="Loading the social…" />;
  if (!social) {
    const missing = statusOf(error) === 404 || statusOf(error) === 400 || !error;
    return (
      <div className="flex flex-col gap-6">
        <h1 className="text-3xl font-bold tracking-tight">{missing ? 'Social not found' : 'Edit social'}</h1>
        {missing ? (
          <EmptyState
            title="This social does not exist"
            description="It may have been deleted."
            action={
              <Link to={paths.socials} className={BUTTON_LINK}>
                Back to your socials
              </Link>
            }
          />
        ) : (
          <LoadError error={error} onRetry={refetch} />
        )}
      </div>
    );
  }

  const canEdit = user !== null && (user.isAdmin || isSocialHost(social, user.id));
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Edit {displaySocialTitle(social)}</h1>
        <div className="flex flex-wrap items-center gap-3 text-sm">
          {social.isPublic ? <ApprovalBadge status={social.publicApprovalStatus} /> : <span className="text-fg-muted">Not public</span>}
          <a href={publicSocialUrl(social.slug)} className={TEXT_LINK}>
            View the public page
          </a>
        </div>
        {social.inviteCode ? (
          <p className="text-sm">
            Restricted: share the{' '}
            <a href={invitationPath(social.slug, social.inviteCode)} className={TEXT_LINK}>
              invitation link
            </a>{' '}
            or the code <strong>{social.inviteCode}</strong>.
          </p>
        ) : null}
        {social.isPublic && social.publicApprovalStatus === 'REVISION_NEEDED' && social.publicApprovalDecidedAt === null ? (
          <p className="text-sm">Our team asked for changes before this social can be listed. Update it and it will be reviewed again.</p>
        ) : null}
        <ApprovalDecision social={social} />
      </div>
      {canEdit ? (
        <>
          <SocialActions social={social} />
          <EditForm social={social} />
          <GoingEmailEditor socialId={social.id} />
        </>
      ) : (
        <EmptyState title="You cannot edit this social" description="Only its hosts can change it." />
      )}
    </div>
  );
}

function EditForm({ social }: { social: SocialDetail }) {
  const [updateSocial] = useUpdateSocialMutation();
  return (
    <SocialForm
      key={social.id}
      mode="edit"
      defaultValues={socialToFormValues(social)}
      submitLabel="Save changes"
      onSubmit={async (body) => {
        await updateSocial({ id: social.id, body }).unwrap();
        toast.success('Changes saved');
      }}
    />
  );
}
