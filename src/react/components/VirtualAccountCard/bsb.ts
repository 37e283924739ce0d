/** "062000" or "062-000" → "062-000"; anything else as given. Its own module so the dashboard can format a BSB without the card. */
export function formatBsb(bsb: string): string {
  const digits = bsb.replace(/\D/g, '');
  return digits.length === 6 ? `${digits.slice(0, 3)}-${digits.slice(3)}` : bsb;
}
