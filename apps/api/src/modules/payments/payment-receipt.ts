import { isSignedPayload, signPayload } from '../../core/signature';

export interface ReceiptSigner {
  jwtSecret: string;
}

const PURPOSE = 'payment-return';

/** The receipt the provider's return address carries: this payment's id, signed by the server. */
export function paymentReceipt(signer: ReceiptSigner, paymentId: string): string {
  return signPayload(signer.jwtSecret, PURPOSE, paymentId);
}

export function isPaymentReceipt(signer: ReceiptSigner, paymentId: string, receipt: string): boolean {
  return isSignedPayload(signer.jwtSecret, PURPOSE, paymentId, receipt);
}
