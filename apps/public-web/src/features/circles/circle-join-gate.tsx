import type { ReactNode } from 'react';
import { VerifiedEmailGate } from '@socials/auth';
import type { Circle } from '@socials/domain';

/**
 * Joining a circle that asks for a verified e-mail: someone not in it yet (or invited) verifies the
 * address first; members, and circles that ask nothing, go straight to their actions.
 */
export function CircleJoinGate({ circle, children }: { circle: Circle; children: ReactNode }) {
  const joining = !circle.canManage && (!circle.myMembership || circle.myMembership.status === 'INVITED');
  return (
    <VerifiedEmailGate gate={{ circleId: circle.id }} requirement={joining ? circle.requiredVerifiedEmail : null} action="join">
      {children}
    </VerifiedEmailGate>
  );
}
