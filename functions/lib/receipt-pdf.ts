import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFPage } from 'pdf-lib';
import { CONTACT, INSTITUTE_ADDRESS, INSTITUTE_NAME } from '#shared/constants.js';
import { formatPaise, paise, subtractPaise, type Paise } from '#shared/money.js';
import { drawText, embedDocumentFonts, widthOfText, wrapText, type DocumentFonts } from './pdf-text.js';

/**
 * The payment documents (pdf-lib, with DejaVu Sans embedded for the ₹ sign, and the fonts of any
 * other script a name or a course title is written in: pdf-text.ts): a receipt for every payment
 * whose money arrived (card, UPI, offline), a "Tax Invoice" in its place when the institute has a
 * GSTIN (GST Rule 46), and a credit note for a refund. Only the receipt functions import this module,
 * so pdf-lib and the fonts stay out of every other bundle.
 */
export interface ReceiptData {
  receiptNumber: string;
  /** ISO time the money arrived. */
  paidAt: string;
  name: string;
  mobile: string;
  email?: string;
  courseTitle: string;
  method: 'card' | 'upi' | 'offline';
  /** Course fee including material. */
  feePaise: Paise;
  materialPaise: Paise;
  /** What the payer paid: for a card, the fee plus the gateway's charge. */
  amountPaise: Paise;
  gatewayPaymentId?: string;
  utrNumber?: string;
  offlineMode?: 'cash' | 'bank_transfer';
  /** The cash receipt book number or the bank transfer's reference. */
  reference?: string;
  /** Set when the institute is registered for GST: the document is then a tax invoice. */
  gstin?: string;
  /** An online checkout's terms: the fee before the discount, the discount and its coupon, and the plan. */
  checkout?: ReceiptCheckout;
}

export interface ReceiptCheckout {
  pricePaise: Paise;
  discountPaise: Paise;
  couponCode?: string;
  /** The plan chosen, with the fee after the discount that its instalments add up to. */
  plan?: { name: string; totalPaise: Paise };
}

export interface CreditNoteData {
  creditNoteNumber: string;
  /** ISO time of the refund. */
  issuedAt: string;
  receiptNumber: string;
  receiptDate: string;
  name: string;
  mobile: string;
  courseTitle: string;
  refundedPaise: Paise;
  reason: string;
  /** How the money went back: through Razorpay (its refund id), or paid back by the office (mode and reference). */
  paidBack: { by: 'razorpay'; refundId: string } | { by: 'office'; mode: string; reference: string };
  gstin?: string;
}

/** Services of coaching and training (GST). */
export const GST_SAC = '999293';
/** Gujarat: place of supply for intra-state supplies (CGST + SGST). */
export const PLACE_OF_SUPPLY = 'Gujarat (24)';

/**
 * 18 % GST included in `total` (the whole amount the student paid, gateway fee and all): CGST and SGST
 * of 9 % each, equal to the paisa, and the taxable value the rest, so that the three add up to `total`
 * exactly. CGST = total × 9 / 118 rounded half up, in integers.
 */
export function gstSplit(total: Paise): { taxable: Paise; cgst: Paise; sgst: Paise } {
  const cgst = paise(Math.floor((paise(total) * 9 * 2 + 118) / (118 * 2)));
  return { taxable: subtractPaise(total, paise(cgst * 2)), cgst, sgst: cgst };
}

function istDate(iso: string): string {
  return new Intl.DateTimeFormat('en-IN', {
    timeZone: 'Asia/Kolkata',
    day: '2-digit',
    month: 'short',
    year: 'numeric',
  }).format(new Date(iso));
}

const money = (amount: Paise) => formatPaise(amount, { alwaysPaise: true });
const METHOD_TEXT = { card: 'Card (Razorpay)', upi: 'UPI', offline: 'Offline' } as const;
const MODE_TEXT: Record<string, string> = { cash: 'Cash', bank_transfer: 'Bank transfer', upi: 'UPI' };

interface Sheet {
  line(text: string, size?: number): void;
  row(label: string, value: string, bold?: boolean): void;
  gap(points: number): void;
}

const LEFT = 50;
const RIGHT = 545;
const LABEL_GAP = 16;

async function document(title: string, draw: (sheet: Sheet) => void): Promise<Uint8Array> {
  // A first pass reads what the document says: it carries only the fonts its text needs, and its
  // values start right of its widest label.
  const texts: string[] = [];
  const labels: string[] = [];
  draw({
    line: (text) => texts.push(text),
    row: (label, value) => (texts.push(label, value), labels.push(label)),
    gap: () => {},
  });
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const fonts = await embedDocumentFonts(doc, texts);
  const valueLeft = LEFT + Math.max(...labels.map((label) => widthOfText(label, 12, fonts))) + LABEL_GAP;
  doc.setTitle(title);
  doc.setAuthor(INSTITUTE_NAME);
  const page = doc.addPage([595, 842]);
  const dark = rgb(0.1, 0.1, 0.1);
  let y = 790;
  draw({
    line: (text, size = 11) => {
      drawText(page, text, { x: LEFT, y, size, color: dark }, fonts);
      y -= size + 8;
    },
    row: (label, value, bold = false) => {
      y = drawRow(page, fonts, { y, left: valueLeft }, label, value, bold ? 12 : 11);
    },
    gap: (points) => {
      y -= points;
    },
  });
  return doc.save();
}

function header(sheet: Sheet, gstin: string | undefined) {
  sheet.line(INSTITUTE_NAME, 20);
  sheet.line(INSTITUTE_ADDRESS, 9);
  sheet.line(`${CONTACT.phone} · ${CONTACT.email}`, 9);
  if (gstin) sheet.line(`GSTIN: ${gstin}`, 9);
  sheet.gap(10);
}

function taxLines(sheet: Sheet, total: Paise) {
  const gst = gstSplit(total);
  sheet.row(`SAC ${GST_SAC} · Place of supply`, PLACE_OF_SUPPLY);
  sheet.row('Taxable value', money(gst.taxable));
  sheet.row('CGST 9%', money(gst.cgst));
  sheet.row('SGST 9%', money(gst.sgst));
}

/**
 * An online checkout's fee: the price, the coupon's discount, and for a plan the fee after the
 * discount and the part paid now (the payment's amount).
 */
function checkoutLines(sheet: Sheet, terms: ReceiptCheckout, paidNow: Paise) {
  sheet.row('Course fee', money(terms.pricePaise));
  if (terms.discountPaise > 0)
    sheet.row(
      terms.couponCode ? `Discount (coupon ${terms.couponCode})` : 'Discount',
      `- ${money(terms.discountPaise)}`,
    );
  if (terms.plan) {
    sheet.row('Fee after discount', money(terms.plan.totalPaise));
    sheet.row(`Paid now (${terms.plan.name})`, money(paidNow));
  }
}

export function renderReceiptPdf(data: ReceiptData): Promise<Uint8Array> {
  const invoice = Boolean(data.gstin);
  return document(`${invoice ? 'Tax Invoice' : 'Receipt'} ${data.receiptNumber}`, (sheet) => {
    header(sheet, data.gstin);
    sheet.line(invoice ? 'Tax Invoice' : 'Payment receipt', 16);
    sheet.row(invoice ? 'Invoice number' : 'Receipt number', data.receiptNumber);
    sheet.row(invoice ? 'Date of issue' : 'Date', istDate(data.paidAt));
    sheet.row(invoice ? 'Recipient' : 'Received from', data.name);
    sheet.row('Mobile', data.mobile);
    if (data.email) sheet.row('E-mail', data.email);
    sheet.row(
      invoice ? 'Description of service' : 'Course',
      invoice ? `Coaching: ${data.courseTitle}` : data.courseTitle,
    );
    sheet.gap(8);
    if (data.checkout) checkoutLines(sheet, data.checkout, data.amountPaise);
    else {
      const gatewayFee = subtractPaise(data.amountPaise, data.feePaise);
      sheet.row('Course fee', money(subtractPaise(data.feePaise, data.materialPaise)));
      if (data.materialPaise > 0) sheet.row('Study material', money(data.materialPaise));
      if (gatewayFee > 0) sheet.row('Payment gateway fee', money(gatewayFee));
    }
    // The tax is on what was paid, which for a checkout is after its discount.
    if (invoice) taxLines(sheet, data.amountPaise);
    sheet.row(invoice ? 'Total (GST included)' : 'Total paid', money(data.amountPaise), true);
    sheet.gap(8);
    sheet.row(
      'Paid by',
      data.method === 'offline' && data.offlineMode ? MODE_TEXT[data.offlineMode]! : METHOD_TEXT[data.method],
    );
    if (data.gatewayPaymentId) sheet.row('Razorpay payment id', data.gatewayPaymentId);
    if (data.utrNumber) sheet.row('UTR', data.utrNumber);
    if (data.reference)
      sheet.row(data.offlineMode === 'cash' ? 'Cash receipt book number' : 'Transfer reference', data.reference);
    sheet.gap(20);
    sheet.line(`This is a computer-generated ${invoice ? 'invoice' : 'receipt'} and needs no signature.`, 9);
  });
}

export function renderCreditNotePdf(data: CreditNoteData): Promise<Uint8Array> {
  return document(`Credit Note ${data.creditNoteNumber}`, (sheet) => {
    header(sheet, data.gstin);
    sheet.line('Credit Note', 16);
    sheet.row('Credit note number', data.creditNoteNumber);
    sheet.row('Date of issue', istDate(data.issuedAt));
    sheet.row(
      data.gstin ? 'Against invoice' : 'Against receipt',
      `${data.receiptNumber} of ${istDate(data.receiptDate)}`,
    );
    sheet.row('Recipient', data.name);
    sheet.row('Mobile', data.mobile);
    sheet.row('Course', data.courseTitle);
    sheet.row('Reason', data.reason);
    sheet.gap(8);
    if (data.gstin) taxLines(sheet, data.refundedPaise);
    sheet.row('Amount refunded', money(data.refundedPaise), true);
    sheet.gap(8);
    if (data.paidBack.by === 'razorpay') sheet.row('Refunded through Razorpay', data.paidBack.refundId);
    else sheet.row(`Paid back by ${MODE_TEXT[data.paidBack.mode] ?? data.paidBack.mode}`, data.paidBack.reference);
    sheet.gap(20);
    sheet.line('This is a computer-generated credit note and needs no signature.', 9);
  });
}

/**
 * A label on the left and its value on the right, the value wrapped inside its box (right-aligned,
 * from right of the widest label to the margin), so a long name never runs over its label or off the
 * page. Answers where the next row goes.
 */
function drawRow(
  page: PDFPage,
  fonts: DocumentFonts,
  at: { y: number; left: number },
  label: string,
  value: string,
  size: number,
): number {
  drawText(page, label, { x: LEFT, y: at.y, size }, fonts);
  const lines = wrapText(value, RIGHT - at.left, size, fonts);
  lines.forEach((line, i) =>
    drawText(page, line, { x: RIGHT - widthOfText(line, size, fonts), y: at.y - i * (size + 4), size }, fonts),
  );
  return at.y - 20 - (lines.length - 1) * (size + 4);
}
