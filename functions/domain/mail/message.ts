import { createHash } from 'node:crypto';
import type { Language } from '#shared/site-pages.js';
import type { StaffRole } from '#shared/types.js';

/** Who an e-mail goes to, and the language it is written in (the account's). */
export interface MailRecipient {
  email: string;
  name: string;
  language: Language;
}

/** What happened, with what the e-mail needs to tell it; payments are read when the mail is written. */
export type MailMessage =
  | { kind: 'welcome'; userId: string }
  | { kind: 'password-reset'; link: string; expiresInMinutes: number }
  | { kind: 'staff-invite'; link: string; expiresInDays: number; role: StaffRole }
  | { kind: 'card-paid'; paymentId: string }
  | { kind: 'upi-approved'; paymentId: string }
  | { kind: 'upi-rejected'; paymentId: string }
  | { kind: 'offline-recorded'; paymentId: string }
  | {
      kind: 'due-reminder';
      dueId: string;
      /** India's date the reminder is for: one mail per due and day. */
      day: string;
      item: string;
      isTestSeries: boolean;
      amountPaise: number;
      dueOn: string;
      /** 7, 3 or 1 days before the date, or -1: the day after it (overdue). */
      daysLeft: number;
    }
  | {
      kind: 'doubt-answered';
      doubtId: string;
      /** The lecture's or the test's title, and for a lecture the moment (m:ss) the doubt is pinned to. */
      title: string;
      at?: string;
      question: string;
      answer: string;
    };

export type MailKind = MailMessage['kind'];

/** A reset or invitation link signs its holder in: it is sent, never stored (the table holds only its hash). */
export type StoredMessage =
  | Exclude<MailMessage, { kind: 'password-reset' | 'staff-invite' }>
  | { kind: 'password-reset'; expiresInMinutes: number }
  | { kind: 'staff-invite'; expiresInDays: number; role: StaffRole };

/** The mails whose link is never stored: only the request that made the link can send them. */
export const carriesSecretLink = (kind: MailKind): kind is 'password-reset' | 'staff-invite' =>
  kind === 'password-reset' || kind === 'staff-invite';

export function storedForm(message: MailMessage): StoredMessage {
  if (message.kind === 'password-reset') return { kind: message.kind, expiresInMinutes: message.expiresInMinutes };
  if (message.kind === 'staff-invite')
    return { kind: message.kind, expiresInDays: message.expiresInDays, role: message.role };
  return message;
}

/** The messages that carry the payment's receipt (PDF). */
export function carriesReceipt(kind: MailKind): kind is 'card-paid' | 'upi-approved' | 'offline-recorded' {
  return kind === 'card-paid' || kind === 'upi-approved' || kind === 'offline-recorded';
}

const hash = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex').slice(0, 32);

/**
 * One e-mail per event: a payment has one receipt mail however it was paid (verify and webhook alike),
 * an account one welcome, a reset link one mail.
 */
export function mailKey(message: MailMessage): string {
  switch (message.kind) {
    case 'welcome':
      return `welcome#${message.userId}`;
    case 'password-reset':
      return `password-reset#${hash(message.link)}`;
    case 'staff-invite':
      return `staff-invite#${hash(message.link)}`;
    case 'upi-rejected':
      return `rejected#${message.paymentId}`;
    case 'due-reminder':
      return `due-reminder#${message.dueId}#${message.day}`;
    case 'doubt-answered':
      return `doubt-answered#${message.doubtId}`;
    default:
      return `receipt#${message.paymentId}`;
  }
}
