import { BUTTON_LINK, Card } from '@socials/ui';

/** What a visitor sees on this app away from the conference's host name. */
export function DefaultHomePage() {
  return (
    <Card as="section" aria-labelledby="default-title" className="mx-auto flex max-w-2xl flex-col gap-4">
      <h1 id="default-title" className="text-2xl font-bold tracking-tight">
        The conference site of Socials
      </h1>
      <p className="text-fg-muted">
        This part of Socials hosts a partner conference on its own address. When the site is opened under the conference&apos;s host name, it shows the
        conference: its speakers, agenda and tickets.
      </p>
      <p className="text-fg-muted">You reached it from another address, so there is no conference to show here.</p>
      <div>
        <a href="/" className={BUTTON_LINK}>
          Go to Socials
        </a>
      </div>
    </Card>
  );
}
