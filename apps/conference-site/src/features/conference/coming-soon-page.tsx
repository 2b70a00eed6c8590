import { Link } from 'react-router-dom';
import { EmptyState, FOCUS_RING } from '@socials/ui';

/** A conference section whose content does not exist yet; no placeholder data is shown. */
export function ComingSoonPage({ title }: { title: string }) {
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <EmptyState
        title="Coming soon"
        description={`The ${title.toLowerCase()} will be published here.`}
        action={
          <Link to="/" className={`text-link underline underline-offset-4 ${FOCUS_RING}`}>
            Back to the conference home
          </Link>
        }
      />
    </div>
  );
}
