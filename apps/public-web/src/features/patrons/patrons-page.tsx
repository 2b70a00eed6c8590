import { Link } from 'react-router-dom';
import { useGetMyPatronSettingsQuery, useGetPatronsQuery, useUpdateMyPatronSettingsMutation } from '@socials/api-client';
import { useCurrentUser } from '@socials/auth';
import { Card, Checkbox, EmptyState, LoadError, PageLoader, TEXT_LINK, toast, toastError, useDocumentTitle } from '@socials/ui';
import { paths, patronPath } from '../../shared/paths';
import { PatronLogo } from './patron-logo';

/** /patrons — the companies that sponsor socials, with their logos. */
export function PatronsPage() {
  useDocumentTitle('Patrons');
  const { user } = useCurrentUser();
  const patrons = useGetPatronsQuery();

  let content;
  if (patrons.isLoading) content = <PageLoader label="Loading patrons…" />;
  else if (!patrons.data) content = <LoadError error={patrons.error} onRetry={patrons.refetch} />;
  else if (patrons.data.data.length === 0) content = <EmptyState title="No patrons yet" description="Companies that sponsor socials will be listed here." />;
  else
    content = (
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {patrons.data.data.map((patron) => (
          <li key={patron.id}>
            <Card className="flex h-full items-start gap-4">
              <PatronLogo patron={patron} />
              <div className="flex min-w-0 flex-col gap-1">
                <Link to={patronPath(patron.code)} className={`text-lg font-semibold ${TEXT_LINK}`}>
                  {patron.name}
                </Link>
                {patron.description ? <p className="line-clamp-3 text-sm text-fg-muted">{patron.description}</p> : null}
                {patron.canManage ? (
                  <Link to={paths.patronPortal} className={`text-sm ${TEXT_LINK}`}>
                    Open the patron portal
                  </Link>
                ) : null}
              </div>
            </Card>
          </li>
        ))}
      </ul>
    );

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold tracking-tight">Patrons</h1>
      <p className="text-fg-muted">The companies that sponsor socials on the platform.</p>
      {content}
      {user ? <ShareWithPatrons /> : null}
    </div>
  );
}

/** The signed-in visitor's choice: do the patrons of the socials they attend see their name and headline? */
function ShareWithPatrons() {
  const settings = useGetMyPatronSettingsQuery();
  const [update, saving] = useUpdateMyPatronSettingsMutation();

  const change = async (shareWithPatrons: boolean) => {
    try {
      await update({ shareWithPatrons }).unwrap();
      toast.success(shareWithPatrons ? 'Patrons of the socials you attend will see your name and headline' : 'Patrons will no longer see your name');
    } catch (error) {
      toastError(error);
    }
  };

  return (
    <Card as="section" aria-labelledby="share-heading" className="flex flex-col gap-3">
      <h2 id="share-heading" className="text-lg font-semibold">
        Your name and patrons
      </h2>
      {settings.data ? (
        <Checkbox
          label="Share my name and headline with the patrons of the socials I attend"
          hint="Patrons always see how many people came; your name only with this on."
          checked={settings.data.shareWithPatrons}
          disabled={saving.isLoading}
          onChange={(event) => void change(event.target.checked)}
        />
      ) : settings.isLoading ? (
        <PageLoader label="Loading your choice…" />
      ) : (
        <LoadError error={settings.error} onRetry={settings.refetch} />
      )}
    </Card>
  );
}
