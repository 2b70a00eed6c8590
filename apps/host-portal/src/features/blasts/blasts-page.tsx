import { useParams } from 'react-router-dom';
import { useGetSocialQuery } from '@socials/api-client';
import { displaySocialTitle, type SocialDetail } from '@socials/domain';
import { LoadError, PageLoader, useDocumentTitle } from '@socials/ui';
import { SocialPageLinks } from '../../shared/social-page-links';
import { BlastTabs } from './components/blast-tabs';

/** /socials/:id/blasts — e-mails and text messages to one social's guests: write, scheduled, sent. */
export function BlastsPage() {
  const { id = '' } = useParams();
  const social = useGetSocialQuery(id, { skip: !id });
  useDocumentTitle(social.data ? `Messages of ${social.data.title}` : 'Messages');

  if (social.isLoading) return <PageLoader label="Loading the social…" />;
  if (!social.data) {
    return (
      <div className="flex flex-col gap-6">
        <h1 className="text-3xl font-bold tracking-tight">Messages</h1>
        <LoadError error={social.error} onRetry={social.refetch} />
      </div>
    );
  }
  return <SocialBlasts key={social.data.id} social={social.data} />;
}

function SocialBlasts({ social }: { social: SocialDetail }) {
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight break-words">Messages to the guests of {displaySocialTitle(social)}</h1>
        <SocialPageLinks socialId={social.id} current="blasts" />
      </div>
      <BlastTabs socialId={social.id} timezone={social.timezone} tiers={social.ticketTiers} />
    </div>
  );
}
