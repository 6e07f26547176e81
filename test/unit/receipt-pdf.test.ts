import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { renderCreditNotePdf, renderReceiptPdf, type CreditNoteData, type ReceiptData } from '#lib/receipt-pdf.js';
import { paise } from '#shared/money.js';

const card: ReceiptData = {
  receiptNumber: 'GA-26-27-000042',
  paidAt: '2026-11-22T06:00:00Z',
  name: 'Asha Patel',
  mobile: '9876543210',
  courseTitle: 'GPSC Class 1-2',
  method: 'card',
  feePaise: paise(1750000),
  materialPaise: paise(750000),
  amountPaise: paise(1792300),
  gatewayPaymentId: 'pay_TEST123',
};
const upi: ReceiptData = {
  receiptNumber: 'GA-26-27-000043',
  paidAt: '2026-11-23T06:00:00Z',
  name: 'Ravi Shah',
  mobile: '9123456780',
  email: 'ravi@example.com',
  courseTitle: 'SSC CGL',
  method: 'upi',
  feePaise: paise(249950),
  materialPaise: paise(0),
  amountPaise: paise(249950),
  utrNumber: 'ABCD12345678',
};
const cash: ReceiptData = {
  ...upi,
  receiptNumber: 'GA-26-27-000044',
  method: 'offline',
  utrNumber: undefined,
  offlineMode: 'cash',
  reference: 'RB 12/345',
};
const transfer: ReceiptData = {
  ...cash,
  receiptNumber: 'GA-26-27-000045',
  offlineMode: 'bank_transfer',
  reference: 'NEFT N123456789',
};
const GSTIN = '24AAACG1234A1Z5';

const pdfText = (bytes: Uint8Array) =>
  execFileSync('pdftotext', ['-layout', '-', '-'], { input: Buffer.from(bytes), encoding: 'utf8' });
const text = async (receipt: ReceiptData) => pdfText(await renderReceiptPdf(receipt));

describe('receipt PDF, read back with pdftotext', () => {
  it('a card payment without a GSTIN: a receipt, no tax lines', async () => {
    const out = await text(card);
    expect(out).toContain('Payment receipt');
    expect(out).toContain('GA-26-27-000042');
    expect(out).toContain('22 Nov 2026');
    expect(out).toMatch(/Payment gateway fee\s+₹423\.00/);
    expect(out).toMatch(/Total paid\s+₹17,923\.00/);
    expect(out).toMatch(/Razorpay payment id\s+pay_TEST123/);
    expect(out).not.toMatch(/GSTIN|CGST|SGST|999293|Tax Invoice/);
  });

  it('an approved UPI payment: its UTR and amount', async () => {
    const out = await text(upi);
    expect(out).toMatch(/Paid by\s+UPI/);
    expect(out).toMatch(/UTR\s+ABCD12345678/);
    expect(out).toMatch(/Total paid\s+₹2,499\.50/);
  });

  it('offline payments say cash or bank transfer, with the reference', async () => {
    const paidInCash = await text(cash);
    expect(paidInCash).toMatch(/Paid by\s+Cash/);
    expect(paidInCash).toMatch(/Cash receipt book number\s+RB 12\/345/);
    const byTransfer = await text(transfer);
    expect(byTransfer).toMatch(/Paid by\s+Bank transfer/);
    expect(byTransfer).toMatch(/Transfer reference\s+NEFT N123456789/);
  });

  it('with a GSTIN: a Tax Invoice per GST Rule 46, the gateway fee inside the taxable value, CGST equal to SGST, adding up to the paisa', async () => {
    const out = await text({ ...card, gstin: GSTIN });
    expect(out).toContain('Tax Invoice');
    expect(out).toContain(`GSTIN: ${GSTIN}`);
    expect(out).toMatch(/Invoice number\s+GA-26-27-000042/);
    expect(out).toMatch(/Date of issue\s+22 Nov 2026/);
    expect(out).toMatch(/Recipient\s+Asha Patel/);
    expect(out).toMatch(/SAC 999293 · Place of supply\s+Gujarat \(24\)/);
    // ₹17,923.00 in all: CGST = SGST = ₹1,367.01, taxable ₹15,188.98, and 15,188.98 + 2 × 1,367.01 = 17,923.00.
    expect(out).toMatch(/Taxable value\s+₹15,188\.98/);
    expect(out).toMatch(/CGST 9%\s+₹1,367\.01/);
    expect(out).toMatch(/SGST 9%\s+₹1,367\.01/);
    expect(out).toMatch(/Total \(GST included\)\s+₹17,923\.00/);
  });

  it('a UPI payment with a GSTIN is a tax invoice too', async () => {
    const out = await text({ ...upi, gstin: GSTIN });
    expect(out).toContain('Tax Invoice');
    // ₹2,499.50: CGST = SGST = ₹190.64 (9/118 of it, half up), taxable ₹2,118.22.
    expect(out).toMatch(/Taxable value\s+₹2,118\.22/);
    expect(out).toMatch(/CGST 9%\s+₹190\.64/);
  });
});

describe('credit note PDF', () => {
  const note: CreditNoteData = {
    creditNoteNumber: 'CN-26-27-000007',
    issuedAt: '2026-11-25T06:00:00Z',
    receiptNumber: 'GA-26-27-000042',
    receiptDate: '2026-11-22T06:00:00Z',
    name: 'Asha Patel',
    mobile: '9876543210',
    courseTitle: 'GPSC Class 1-2',
    refundedPaise: paise(500000),
    reason: 'Joined the wrong batch',
    paidBack: { by: 'razorpay', refundId: 'rfnd_TEST1' },
  };

  it('names itself, the receipt it is against, the amount and how it went back', async () => {
    const out = pdfText(await renderCreditNotePdf(note));
    expect(out).toContain('Credit Note');
    expect(out).toMatch(/Credit note number\s+CN-26-27-000007/);
    expect(out).toMatch(/Against receipt\s+GA-26-27-000042 of 22 Nov 2026/);
    expect(out).toMatch(/Amount refunded\s+₹5,000\.00/);
    expect(out).toMatch(/Refunded through Razorpay\s+rfnd_TEST1/);
    expect(out).not.toMatch(/CGST/);
  });

  it('with a GSTIN: the tax reversed for the refunded amount; an office refund names its mode and reference', async () => {
    const out = pdfText(
      await renderCreditNotePdf({
        ...note,
        gstin: GSTIN,
        paidBack: { by: 'office', mode: 'bank_transfer', reference: 'NEFT R42' },
      }),
    );
    expect(out).toMatch(/Against invoice\s+GA-26-27-000042/);
    // ₹5,000: CGST = SGST = ₹381.36, taxable ₹4,237.28.
    expect(out).toMatch(/Taxable value\s+₹4,237\.28/);
    expect(out).toMatch(/SGST 9%\s+₹381\.36/);
    expect(out).toMatch(/Paid back by Bank transfer\s+NEFT R42/);
  });
});
