import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { CONTACT, INSTITUTE_ADDRESS, INSTITUTE_NAME } from '../../shared/constants.js';
import { formatPaise, paise, subtractPaise, type Paise } from '../../shared/money.js';
import { RECEIPT_FONT_BASE64 } from '../assets/receipt-font.js';

/**
 * The receipt PDF (pdf-lib, with DejaVu Sans embedded for the ₹ sign). Only the receipt function
 * imports this module, so pdf-lib and the font stay out of every other bundle.
 */
export interface ReceiptData {
  receiptNumber: string;
  /** ISO time of payment. */
  paidAt: string;
  name: string;
  mobile: string;
  courseTitle: string;
  /** Course fee including material. */
  feePaise: Paise;
  materialPaise: Paise;
  amountPaise: Paise;
  gatewayPaymentId: string;
  /** Set when the institute is registered for GST. */
  gstin?: string;
}

export const GST_SAC = '999293';

/** 18% GST included in `gross`: taxable value and 9% CGST + 9% SGST, in whole paise that add up. */
export function gstSplit(gross: Paise): { taxable: Paise; cgst: Paise; sgst: Paise } {
  const taxable = paise(Math.round((gross * 100) / 118));
  const tax = subtractPaise(gross, taxable);
  const cgst = paise(Math.floor(tax / 2));
  return { taxable, cgst, sgst: subtractPaise(tax, cgst) };
}

function istDate(iso: string): string {
  return new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', day: '2-digit', month: 'short', year: 'numeric' }).format(new Date(iso));
}

const money = (amount: Paise) => formatPaise(amount, { alwaysPaise: true });

export async function renderReceiptPdf(data: ReceiptData): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const font = await doc.embedFont(Buffer.from(RECEIPT_FONT_BASE64, 'base64'), { subset: false });
  doc.setTitle(`Receipt ${data.receiptNumber}`);
  doc.setAuthor(INSTITUTE_NAME);
  const page = doc.addPage([595, 842]);
  const dark = rgb(0.1, 0.1, 0.1);
  let y = 790;
  const line = (text: string, size = 11, x = 50) => {
    page.drawText(text, { x, y, size, font, color: dark });
    y -= size + 8;
  };
  const row = (label: string, value: string, bold = false) => {
    drawRow(page, font, y, label, value, bold ? 12 : 11);
    y -= 20;
  };

  line(INSTITUTE_NAME, 20);
  line(INSTITUTE_ADDRESS, 9);
  line(`${CONTACT.phone} · ${CONTACT.email}`, 9);
  if (data.gstin) line(`GSTIN: ${data.gstin}`, 9);
  y -= 10;
  line('Payment receipt', 16);
  row('Receipt number', data.receiptNumber);
  row('Date', istDate(data.paidAt));
  row('Received from', data.name);
  row('Mobile', data.mobile);
  row('Course', data.courseTitle);
  y -= 8;
  const gatewayFee = subtractPaise(data.amountPaise, data.feePaise);
  row('Course fee', money(subtractPaise(data.feePaise, data.materialPaise)));
  row('Study material', money(data.materialPaise));
  if (data.gstin) {
    const gst = gstSplit(data.feePaise);
    row(`  of which taxable value (SAC ${GST_SAC})`, money(gst.taxable));
    row('  of which CGST 9%', money(gst.cgst));
    row('  of which SGST 9%', money(gst.sgst));
  }
  row('Payment gateway fee', money(gatewayFee));
  row('Total paid', money(data.amountPaise), true);
  y -= 8;
  row('Razorpay payment id', data.gatewayPaymentId);
  y -= 20;
  line('This is a computer-generated receipt and needs no signature.', 9);
  return doc.save();
}

function drawRow(page: PDFPage, font: PDFFont, y: number, label: string, value: string, size: number) {
  page.drawText(label, { x: 50, y, size, font });
  const width = font.widthOfTextAtSize(value, size);
  page.drawText(value, { x: 545 - width, y, size, font });
}
