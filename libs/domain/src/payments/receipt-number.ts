/** The number printed on a receipt: SOC-<year paid or created, UTC>-<sequence, 6 digits at least>. */
export function receiptNumber(sequence: number, at: Date): string {
  return `SOC-${at.getUTCFullYear()}-${String(sequence).padStart(6, '0')}`;
}
