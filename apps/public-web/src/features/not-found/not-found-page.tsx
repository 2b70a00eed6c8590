import { Link } from 'react-router-dom';
import { BUTTON_LINK, EmptyState, useDocumentTitle } from '@socials/ui';
import { paths } from '../../shared/paths';

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold tracking-tight">Page not found</h1>
      <EmptyState
        title="There is nothing at this address"
        description="The link may be old or mistyped."
        action={
          <Link to={paths.home} className={BUTTON_LINK}>
            Go to the home page
          </Link>
        }
      />
    </div>
  );
}
