import { Link } from 'react-router-dom';
import { HumanVerificationPanel } from '@socials/auth';
import { Card, TEXT_LINK, useDocumentTitle } from '@socials/ui';
import { paths } from '../../shared/paths';

/** The human-verification path: the bot check, shown in the page instead of over it. */
export function HumanVerificationPage() {
  useDocumentTitle('Human verification');
  return (
    <div className="flex max-w-xl flex-col gap-6">
      <h1 className="text-3xl font-bold tracking-tight">Human verification</h1>
      <Card>
        <HumanVerificationPanel />
      </Card>
      <Link to={paths.home} className={`self-start ${TEXT_LINK}`}>
        Back to the home page
      </Link>
    </div>
  );
}
