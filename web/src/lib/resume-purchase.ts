/**
 * A purchase a visitor asked for before signing in (Enroll Now, Purchase Now), resumed once they
 * have: the page it was asked on opens its payment dialog. Kept for the tab in session storage, so
 * it survives the register path and a reload, and only for a while, so a sign-in much later does
 * not open a payment nobody asked for then.
 */
export interface PurchaseToResume {
  kind: 'course' | 'series';
  id: string;
}

const KEY = 'purchaseAfterSignIn';
const KEPT_FOR_MS = 30 * 60 * 1000;

export function rememberPurchase(purchase: PurchaseToResume): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ ...purchase, at: Date.now() }));
  } catch {
    // Storage refused (private mode, full): the student presses Buy again after signing in.
  }
}

/** The purchase to resume for `kind`, if one is waiting and still fresh; it is forgotten as it is taken. */
export function takePurchaseToResume(kind: PurchaseToResume['kind']): string | undefined {
  let stored: (PurchaseToResume & { at: number }) | undefined;
  try {
    const text = sessionStorage.getItem(KEY);
    stored = text ? (JSON.parse(text) as PurchaseToResume & { at: number }) : undefined;
  } catch {
    return undefined;
  }
  if (!stored || stored.kind !== kind) return undefined;
  sessionStorage.removeItem(KEY);
  return Date.now() - stored.at <= KEPT_FOR_MS ? stored.id : undefined;
}
