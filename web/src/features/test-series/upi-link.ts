export interface UpiPayment {
  payeeAddress: string;
  payeeName: string;
  /** Rupees. */
  amount: number;
  note: string;
}

/** The UPI deep link that opens the payer's UPI app with the payment filled in (INR only). */
export function buildUpiPaymentLink({ payeeAddress, payeeName, amount, note }: UpiPayment): string {
  if (!payeeAddress) throw new Error('A UPI payment needs a payee address');
  if (!Number.isFinite(amount) || amount <= 0) throw new Error(`Cannot pay an amount of ${amount}`);
  const query = new URLSearchParams({ pa: payeeAddress, pn: payeeName, am: String(amount), cu: 'INR', tn: note });
  return `upi://pay?${query.toString()}`;
}
