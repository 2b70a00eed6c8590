/** Where the solved bot check is kept for the tab: sent as the firewall header with every call, so the server lets the calls through. */
export const FIREWALL_TOKEN_STORAGE_KEY = 'socials.firewallToken';

let memory: string | null = null;

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function getFirewallToken(): string | null {
  return memory ?? storage()?.getItem(FIREWALL_TOKEN_STORAGE_KEY) ?? null;
}

export function setFirewallToken(token: string | null): void {
  memory = token;
  const store = storage();
  if (!store) return;
  if (token) store.setItem(FIREWALL_TOKEN_STORAGE_KEY, token);
  else store.removeItem(FIREWALL_TOKEN_STORAGE_KEY);
}
