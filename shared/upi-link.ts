/**
 * UPI deep links (NPCI UPI linking specification): `upi://pay?pa=..&pn=..&am=..&cu=INR&tn=..&tr=..`.
 * Values are percent-encoded with spaces as %20 (some UPI apps show a literal '+'), and the amount
 * always has two decimals.
 */
export interface UpiLinkInput {
  payeeAddress: string;
  payeeName: string;
  /** Rupees, at most two decimals, more than 0. */
  amount: number;
  /** Transaction note the payer's app shows (tn). */
  note: string;
  /** Our reference for this payment (tr): letters and digits only. */
  reference?: string;
}

const encode = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** 2499.5 → '2499.50', 1499 → '1499.00'; refuses 0, negatives, non-finite and sub-paise amounts. */
export function upiAmount(amount: number): string {
  if (!Number.isFinite(amount) || amount <= 0) throw new Error(`Not a payable UPI amount: ${amount}`);
  const paise = Math.round(amount * 100);
  if (Math.abs(paise - amount * 100) > 1e-6) throw new Error(`UPI amounts have at most two decimals: ${amount}`);
  return `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;
}

export function buildUpiLink(input: UpiLinkInput): string {
  if (!input.payeeAddress.trim()) throw new Error('A UPI link needs a payee address');
  if (input.reference !== undefined && !/^[A-Za-z0-9]{1,35}$/.test(input.reference)) {
    throw new Error('A UPI transaction reference is 1 to 35 letters and digits');
  }
  const params: [string, string][] = [
    ['pa', input.payeeAddress.trim()],
    ['pn', input.payeeName.trim()],
    ['am', upiAmount(input.amount)],
    ['cu', 'INR'],
    ['tn', input.note],
  ];
  if (input.reference) params.push(['tr', input.reference]);
  return `upi://pay?${params.map(([key, value]) => `${key}=${encode(value)}`).join('&')}`;
}

/** The test-series purchase link (spec section 7): note 'Test Series {title}', and the server's reference when it gives one. */
export function testSeriesUpiLink(
  payee: { address: string; name: string },
  series: { title: string; price: number },
  reference?: string,
): string {
  return buildUpiLink({
    payeeAddress: payee.address,
    payeeName: payee.name,
    amount: series.price,
    note: `Test Series ${series.title}`,
    ...(reference ? { reference } : {}),
  });
}
