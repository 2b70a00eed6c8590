/**
 * The address an event's QR code holds (ATTENDEES_QRCODE): a phone camera opens public-web's
 * check-in page for the social with the event's code filled in.
 */
export function selfCheckInPath(slug: string, code?: string): string {
  const path = `/socials/${encodeURIComponent(slug)}/check-in`;
  return code ? `${path}?code=${encodeURIComponent(code)}` : path;
}

/** selfCheckInPath on the site's origin, e.g. https://socials.example.com. */
export function selfCheckInUrl(origin: string, slug: string, code: string): string {
  return `${origin.replace(/\/+$/, '')}${selfCheckInPath(slug, code)}`;
}
