import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { isApiHttpError, useGetUnsubscribeInfoQuery, useUnsubscribeMutation } from '@socials/api-client';
import type { UnsubscribeInfo } from '@socials/domain';
import { Button, Card, LoadError, PageLoader, TEXT_LINK, toastError, useDocumentTitle } from '@socials/ui';
import { paths } from '../../shared/paths';

/** The server refuses a token it did not sign (400) or whose account is gone (404): the link itself is wrong. */
const isBadLink = (error: unknown) => isApiHttpError(error) && (error.status === 400 || error.status === 404);

const whose = (info: UnsubscribeInfo) => (info.hostName ? `from ${info.hostName}` : 'from hosts on Socials');

/** /unsubscribe?token=… — where a message's unsubscribe link leads: no sign-in, the token says who and from whom. */
export function UnsubscribePage() {
  useDocumentTitle('Unsubscribe');
  const token = useSearchParams()[0].get('token') ?? '';
  if (!token) return <BadLink />;
  return <Unsubscribe token={token} />;
}

function Unsubscribe({ token }: { token: string }) {
  const info = useGetUnsubscribeInfoQuery(token);
  const [unsubscribe, result] = useUnsubscribeMutation();

  if (info.isLoading) return <PageLoader label="Reading your link…" />;
  if (isBadLink(info.error)) return <BadLink />;
  if (!info.data) {
    return (
      <Frame title="Unsubscribe">
        <LoadError error={info.error} onRetry={info.refetch} />
      </Frame>
    );
  }
  const done = result.data;
  if (done) {
    return (
      <Frame title="You're unsubscribed">
        <p>
          You will no longer get messages {whose(done)} at {done.email}.
        </p>
      </Frame>
    );
  }
  if (info.data.unsubscribed) {
    return (
      <Frame title="You're already unsubscribed">
        <p>
          You do not get messages {whose(info.data)} at {info.data.email}.
        </p>
      </Frame>
    );
  }
  return (
    <Frame title={`Stop getting messages ${whose(info.data)}?`}>
      <p>We send them to {info.data.email}.</p>
      <Button className="self-start" loading={result.isLoading} onClick={() => unsubscribe({ token }).unwrap().catch(toastError)}>
        Unsubscribe
      </Button>
    </Frame>
  );
}

function BadLink() {
  return (
    <Frame title="This unsubscribe link does not work">
      <p>It may have been cut short or changed. Open the link at the bottom of the message again, or copy all of it into your browser.</p>
    </Frame>
  );
}

function Frame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card as="section" aria-labelledby="unsubscribe-title" className="mx-auto flex w-full max-w-lg flex-col gap-4">
      <h1 id="unsubscribe-title" className="text-2xl font-bold tracking-tight break-words">
        {title}
      </h1>
      <div className="flex flex-col gap-4 text-sm">{children}</div>
      <Link to={paths.home} className={`${TEXT_LINK} text-sm`}>
        Go to Socials
      </Link>
    </Card>
  );
}
