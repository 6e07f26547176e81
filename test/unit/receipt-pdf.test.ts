import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { renderReceiptPdf, type ReceiptData } from '../../functions/lib/receipt-pdf.js';
import { paise } from '../../shared/money.js';

const data: ReceiptData = {
  receiptNumber: 'GA-26-27-000042',
  paidAt: '2026-11-22T06:00:00Z',
  name: 'Asha Patel',
  mobile: '9876543210',
  courseTitle: 'GPSC Class 1-2',
  feePaise: paise(1750000),
  materialPaise: paise(750000),
  amountPaise: paise(1792300),
  gatewayPaymentId: 'pay_TEST123',
};

const text = async (receipt: ReceiptData) => execFileSync('pdftotext', ['-layout', '-', '-'], { input: Buffer.from(await renderReceiptPdf(receipt)), encoding: 'utf8' });

describe('receipt PDF', () => {
  it('without a GSTIN: no tax lines', async () => {
    const out = await text(data);
    expect(out).toContain('GA-26-27-000042');
    expect(out).toContain('22 Nov 2026');
    expect(out).toContain('₹17,923.00');
    expect(out).not.toMatch(/GSTIN|CGST|SGST|999293/);
  });

  it('with a GSTIN: GSTIN, SAC 999293 and 9% CGST + 9% SGST included in the fee', async () => {
    const out = await text({ ...data, gstin: '24AAACG1234A1Z5' });
    expect(out).toContain('GSTIN: 24AAACG1234A1Z5');
    expect(out).toContain('SAC 999293');
    // 17500 incl. 18% GST: taxable 14830.51, tax 2669.49 → 1334.74 + 1334.75
    expect(out).toMatch(/taxable value \(SAC 999293\)\s+₹14,830\.51/);
    expect(out).toMatch(/CGST 9%\s+₹1,334\.74/);
    expect(out).toMatch(/SGST 9%\s+₹1,334\.75/);
  });
});
