export const REFERRAL_STORAGE_KEY = 'socials.ref';

/** Keeps a `?ref=` code from the landing URL so that a later sign-up can be credited to it. */
export function captureReferralCode(search: string = typeof window === 'undefined' ? '' : window.location.search): string | null {
  const code = new URLSearchParams(search).get('ref')?.trim();
  if (!code) return null;
  try {
    localStorage.setItem(REFERRAL_STORAGE_KEY, code);
  } catch {
    // Storage can be unavailable (private mode, quota); the referral is then simply lost.
  }
  return code;
}

export function getReferralCode(): string | null {
  try {
    return localStorage.getItem(REFERRAL_STORAGE_KEY);
  } catch {
    return null;
  }
}
