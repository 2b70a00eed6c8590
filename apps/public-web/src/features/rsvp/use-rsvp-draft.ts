import { useEffect, useRef, useState } from 'react';
import { useCreateRsvpMutation } from '@socials/api-client';
import type { Rsvp } from '@socials/domain';

export type DraftState = { status: 'starting' } | { status: 'ready'; draft: Rsvp | null } | { status: 'failed'; error: unknown };

/**
 * Starts the RSVP as a half-done one (POST partial: true: an RSVP starts on the server); when the
 * attendee left one half-done before, the server continues it and answers with its tier and
 * answers, so the flow resumes where they stopped. `enabled` is false when the server would
 * refuse a start (no free tier to hold it, or organization verification needed).
 */
export function useRsvpDraft(socialId: string, startTierId: string | undefined, enabled: boolean, inviteCode?: string) {
  const [createRsvp] = useCreateRsvpMutation();
  const [state, setState] = useState<DraftState>(enabled ? { status: 'starting' } : { status: 'ready', draft: null });
  const started = useRef(false);

  useEffect(() => {
    if (!enabled || started.current) return;
    started.current = true;
    createRsvp({ socialId, partial: true, ...(startTierId ? { ticketTierId: startTierId } : {}), ...(inviteCode ? { inviteCode } : {}) })
      .unwrap()
      .then((draft) => setState({ status: 'ready', draft }))
      .catch((error: unknown) => setState({ status: 'failed', error }));
  }, [createRsvp, enabled, socialId, startTierId, inviteCode]);

  const setDraft = (draft: Rsvp) => setState({ status: 'ready', draft });
  return { state, setDraft };
}
