export interface FormatCurrencyOptions {
  /** 1500000 cents → "$15K". */
  compact?: boolean;
}

const COMPACT_UNITS = [
  { size: 1e3, suffix: 'K' },
  { size: 1e6, suffix: 'M' },
  { size: 1e9, suffix: 'B' },
] as const;

const wholeDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 0, maximumFractionDigits: 0 });
const withCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

function formatDollars(dollars: number): string {
  return Number.isInteger(dollars) ? wholeDollars.format(dollars) : withCents.format(dollars);
}

function formatCompact(dollars: number): string | null {
  const abs = Math.abs(dollars);
  if (abs < COMPACT_UNITS[0].size) return null;
  // Largest unit first, but round before choosing so that 999,999 reads "$1M", not "$1000K".
  for (let i = COMPACT_UNITS.length - 1; i >= 0; i--) {
    const unit = COMPACT_UNITS[i]!;
    const rounded = Math.round((abs / unit.size) * 10) / 10;
    if (rounded >= 1) {
      const sign = dollars < 0 ? '-' : '';
      return `${sign}$${rounded.toFixed(1).replace(/\.0$/, '')}${unit.suffix}`;
    }
  }
  return null;
}

/** USD from cents: "$12", "$12.50"; with `compact`, "$1.5K", "$2M", "$3.1B" ('.0' dropped). */
export function formatCurrency(cents: number, options: FormatCurrencyOptions = {}): string {
  const dollars = Math.round(cents) / 100;
  if (options.compact) {
    const compact = formatCompact(dollars);
    if (compact) return compact;
  }
  return formatDollars(dollars);
}
