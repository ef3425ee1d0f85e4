/** SPEC §9 formats: thousands separated by commas; non-integers get 2 decimals. */
export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return '0';
  const negative = value < 0;
  const absolute = Math.abs(value);
  const integer = Number.isInteger(absolute);
  const fixed = integer ? absolute.toFixed(0) : absolute.toFixed(2);
  const [whole = '0', fraction] = fixed.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
}

/** An amount with its currency, e.g. `1,000,000 UZS`. */
export function formatMoney(amount: number, currency: string): string {
  return `${formatNumber(amount)} ${currency}`;
}
