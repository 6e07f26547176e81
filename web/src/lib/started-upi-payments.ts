import type { UpiReceipt } from '#shared/types.js';
import { api } from './api';

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

/**
 * UPI payments a student opened and has not yet sent a UTR for, kept on this device for their
 * account. The server keeps nothing until the UTR arrives, so this is what lets the dashboard offer
 * "I have paid, enter the UTR" after the payment dialog was closed or the tab was reloaded.
 */
export interface StartedUpiPayment {
  kind: 'course' | 'series';
  id: string;
  title: string;
  titleGu?: string;
  /** Rupees. */
  amount: number;
  startedAt: string;
}

const keyOf = (userId: string) => `upiStarted.${userId}`;

export function startedUpiPayments(userId: string): StartedUpiPayment[] {
  try {
    const stored = JSON.parse(localStorage.getItem(keyOf(userId)) ?? '[]') as unknown;
    return Array.isArray(stored) ? (stored as StartedUpiPayment[]) : [];
  } catch {
    return [];
  }
}

function save(userId: string, payments: StartedUpiPayment[]): void {
  try {
    if (payments.length === 0) localStorage.removeItem(keyOf(userId));
    else localStorage.setItem(keyOf(userId), JSON.stringify(payments));
  } catch {
    // Storage refused: the course page and the series card still offer the UTR form.
  }
}

/** Records a payment dialog opened for an item (replacing an older one for the same item). */
export function rememberStartedUpiPayment(userId: string, payment: StartedUpiPayment): void {
  save(userId, [...forgetting(userId, payment.kind, payment.id), payment]);
}

/** The item is settled for now: its UTR was accepted, or the server says it is paid or waiting. */
export function forgetStartedUpiPayment(userId: string, kind: StartedUpiPayment['kind'], id: string): void {
  save(userId, forgetting(userId, kind, id));
}

function forgetting(userId: string, kind: StartedUpiPayment['kind'], id: string) {
  return startedUpiPayments(userId).filter((payment) => payment.kind !== kind || payment.id !== id);
}

/** Sends a UTR for a course or a test series, through the route of each. */
export async function submitUtrFor(
  kind: StartedUpiPayment['kind'],
  id: string,
  utrNumber: string,
): Promise<UpiReceipt> {
  if (kind === 'series') {
    const { receipt } = await api('POST /api/test-series/{id}/upi/submit-utr', { id }, { body: { utrNumber } });
    return receipt;
  }
  const { receipt } = await api('POST /api/upi-payments/submit-utr', {}, { body: { courseId: id, utrNumber } });
  return receipt;
}
