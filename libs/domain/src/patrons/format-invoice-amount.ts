/** An amount in minor units as the invoice writes it: 150000 USD → "$1,500.00", 999 EUR → "€9.99". */
export function formatInvoiceAmount(minorUnits: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(minorUnits / 100);
}
