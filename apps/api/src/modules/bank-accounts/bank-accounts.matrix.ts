import { type AreaMatrix, hostsAndStaff, signedIn, staffOnly } from '../../security/matrix';

const bankAccountInput = {
  holderKind: 'individual',
  accountType: 'individual',
  holderName: 'Matrix Holder',
  country: 'US',
  routingNumber: '110000000',
  accountNumber: '000123456789',
};

/** Who may call the routes of bank accounts. */
export const matrix: AreaMatrix = {
  entries: [
    // Bank accounts: everyone their own; someone else's for staff only.
    { route: 'GET /api/payments/bank-accounts', expect: signedIn, request: () => ({}) },
    { route: 'POST /api/payments/bank-accounts', expect: signedIn, request: () => ({ payload: bankAccountInput }) },
    {
      route: 'GET /api/payments/bank-accounts/:recipient',
      object: "host A's accounts",
      expect: hostsAndStaff,
      request: (w) => ({ params: { recipient: w.hostA.userId } }),
    },
    {
      route: 'GET /api/payments/bank-accounts/:recipient',
      object: "the guest's accounts",
      expect: staffOnly,
      request: (w) => ({ params: { recipient: w.guest.userId } }),
    },
  ],
};
