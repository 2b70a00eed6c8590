import { Card } from '@socials/ui';

/** The 403 page of the staff area. */
export function StaffOnlyPage() {
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-md items-center px-4">
      <Card as="section" aria-labelledby="staff-only-title" className="w-full text-center">
        <p className="text-sm font-semibold text-fg-muted">403</p>
        <h1 id="staff-only-title" className="mt-1 text-xl font-semibold">
          Staff only
        </h1>
        <p className="mt-2 text-sm text-fg-muted">This area is for the Socials team. If you think you should have access, ask an administrator.</p>
      </Card>
    </main>
  );
}
