import { useEffect, useSyncExternalStore } from 'react';
import {
  currentVerification,
  dialogVerification,
  registerVerificationView,
  subscribeToVerification,
  type PendingVerification,
} from './human-verification-store';

/** The check to show here; `inline` for a page that shows it itself (the dialog then stays away). */
export function usePendingVerification(inline: boolean): PendingVerification | null {
  useEffect(() => registerVerificationView(inline), [inline]);
  return useSyncExternalStore(subscribeToVerification, inline ? currentVerification : dialogVerification, () => null);
}
