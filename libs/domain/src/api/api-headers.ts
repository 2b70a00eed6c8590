// Plain constants, apart from the zod contracts, so that a client's first load needs no zod.
/** Header names the web clients send on every call. */
export const API_HEADERS = {
  visitorId: 'x-visitor-id',
  firewallToken: 'x-waf-token',
  marketingData: 'x-marketing-data',
  referrer: 'x-referrer',
  requestId: 'x-request-id',
} as const;
