/** "A deposit tier has depositAmount above 0." */
export function isDepositTicketTier(tier: { depositAmount: number }): boolean {
  return tier.depositAmount > 0;
}
