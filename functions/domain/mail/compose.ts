import { formatPaise, paise, type Paise } from '#shared/money.js';
import type { Language } from '#shared/site-pages.js';
import type { OfflinePaymentMode } from '#shared/admin-schemas.js';
import type { PaymentProduct } from '#shared/types.js';
import type { MailMessage, MailRecipient } from './message.js';
import { type Block, MAIL_TEXTS, type MailContent, mailDate, type PaymentFacts } from './texts.js';

/** An e-mail written out: its subject, its plain-text part and its HTML part. */
export interface WrittenMail {
  subject: string;
  text: string;
  html: string;
}

/** What a payment's e-mail says about it: the fields of a payment record it reads. */
export interface MailPayment {
  id: string;
  product?: PaymentProduct;
  courseTitle: string;
  amountPaise: Paise;
  createdAt: string;
  decidedAt?: string;
  receiptNumber?: string;
  utrNumber?: string;
  gatewayPaymentId?: string;
  rejectionReason?: string;
  offlineMode?: OfflinePaymentMode;
  reference?: string;
}

export function paymentFacts(payment: MailPayment, language: Language): PaymentFacts {
  return {
    item: payment.courseTitle,
    isTestSeries: payment.product === 'test-series',
    amount: formatPaise(payment.amountPaise),
    date: mailDate(payment.decidedAt ?? payment.createdAt, language),
    ...(payment.receiptNumber ? { receiptNumber: payment.receiptNumber } : {}),
    ...(payment.utrNumber ? { utr: payment.utrNumber } : {}),
    ...(payment.gatewayPaymentId ? { gatewayPaymentId: payment.gatewayPaymentId } : {}),
    ...(payment.rejectionReason ? { reason: payment.rejectionReason } : {}),
    ...(payment.offlineMode ? { offlineMode: payment.offlineMode } : {}),
    ...(payment.reference ? { reference: payment.reference } : {}),
  };
}

/** What the message says, in the recipient's language; `payment` is the one a payment message is about. */
export function contentOf(message: MailMessage, language: Language, payment?: MailPayment): MailContent {
  const texts = MAIL_TEXTS[language];
  if (message.kind === 'welcome') return texts.welcome();
  if (message.kind === 'password-reset') return texts.passwordReset(message.link, message.expiresInMinutes);
  if (message.kind === 'staff-invite') return texts.staffInvite(message.link, message.expiresInDays, message.role);
  if (message.kind === 'due-reminder') {
    return texts.dueReminder({
      item: message.item,
      isTestSeries: message.isTestSeries,
      amount: formatPaise(paise(message.amountPaise)),
      dueOn: mailDate(`${message.dueOn}T12:00:00+05:30`, language),
      daysLeft: message.daysLeft,
    });
  }
  if (message.kind === 'doubt-answered')
    return texts.doubtAnswered({
      title: message.title,
      ...(message.at ? { at: message.at } : {}),
      question: message.question,
      answer: message.answer,
    });
  if (!payment) throw new Error(`E-mail ${message.kind} needs its payment ${message.paymentId}`);
  const facts = paymentFacts(payment, language);
  switch (message.kind) {
    case 'card-paid':
      return texts.cardPaid(facts);
    case 'upi-approved':
      return texts.upiApproved(facts);
    case 'upi-rejected':
      return texts.upiRejected(facts);
    case 'offline-recorded':
      return texts.offlineRecorded(facts);
  }
}

export function write(to: MailRecipient, content: MailContent): WrittenMail {
  const texts = MAIL_TEXTS[to.language];
  const greeting = texts.greeting(to.name);
  return {
    subject: content.subject,
    text: [greeting, ...content.blocks.map(plainBlock), texts.contact, texts.signOff.join('\n')].join('\n\n') + '\n',
    html: htmlPage(to.language, content.subject, texts.brand, [
      paragraph(greeting),
      ...content.blocks.map(htmlBlock),
      paragraph(texts.contact),
      paragraph(texts.signOff.map(escapeHtml).join('<br>'), true),
    ]),
  };
}

function plainBlock(block: Block): string {
  if (typeof block === 'string') return block;
  if ('url' in block) return `${block.label}: ${block.url}`;
  return block.rows.map(([label, value]) => `${label}: ${value}`).join('\n');
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const FONT = "'Noto Sans Gujarati','Noto Sans',Arial,Helvetica,sans-serif";

function paragraph(content: string, raw = false): string {
  return `<p style="margin:0 0 16px">${raw ? content : escapeHtml(content)}</p>`;
}

function htmlBlock(block: Block): string {
  if (typeof block === 'string') return paragraph(block);
  if ('url' in block) {
    const href = escapeHtml(block.url);
    return (
      `<p style="margin:0 0 16px"><a href="${href}" style="display:inline-block;padding:10px 18px;background:#1d4ed8;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold">${escapeHtml(block.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;color:#4b5563;word-break:break-all">${href}</p>`
    );
  }
  const rows = block.rows
    .map(
      ([label, value]) =>
        `<tr><td style="padding:6px 12px 6px 0;color:#4b5563;vertical-align:top">${escapeHtml(label)}</td><td style="padding:6px 0;font-weight:bold">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  return `<table role="presentation" style="margin:0 0 16px;border-collapse:collapse">${rows}</table>`;
}

function htmlPage(language: Language, subject: string, brand: string, body: string[]): string {
  return `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#f3f4f6">
<table role="presentation" width="100%" style="border-collapse:collapse;background:#f3f4f6"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" style="max-width:600px;border-collapse:collapse;background:#ffffff;font-family:${FONT};font-size:16px;line-height:1.5;color:#111827">
<tr><td style="padding:18px 24px;background:#1e3a8a;color:#ffffff;font-size:20px;font-weight:bold">${escapeHtml(brand)}</td></tr>
<tr><td style="padding:24px">
${body.join('\n')}
</td></tr>
</table>
</td></tr></table>
</body>
</html>
`;
}
