import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import type { UpiPayee, UpiReceipt } from '#shared/types.js';
import { paiseToRupees } from '#shared/money.js';
import { testSeriesUpiLink } from '#shared/upi-link.js';
import { db, tableName } from '#lib/db.js';
import { Conflict } from '#lib/errors.js';
import { upiPayee } from '#lib/payment-settings.js';
import { getActiveTestSeries, getTestSeriesRecord } from '../catalogue/index.js';
import { hasSeriesAccess, seriesAccessKeys } from '../mock-tests/index.js';
import { paymentKeys } from './ledger.js';
import { normaliseUtr, recordUtrPayment } from './upi.js';

/**
 * Buying a test series by UPI, through the same ledger as courses: the link to the server's payee
 * (note 'Test Series {title}', a reference), then the UTR, which makes a pending payment an admin
 * approves (access and money in one transaction, upi.ts) or rejects.
 */
export interface TestSeriesUpiInitiation {
  upiUrl: string;
  amount: number;
  payee: UpiPayee;
  reference: string;
  testSeries: { _id: string; title: string };
}

async function hasPendingSeriesPayment(userId: string, seriesId: string): Promise<boolean> {
  const { Item } = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: paymentKeys.pendingSeriesClaim(userId, seriesId),
      ConsistentRead: true,
    }),
  );
  return Boolean(Item);
}

export async function initiateTestSeriesUpi(userId: string, seriesId: string): Promise<TestSeriesUpiInitiation> {
  const series = await getActiveTestSeries(seriesId);
  if (!(series.price > 0)) throw new Conflict('test_series_free');
  if (await hasSeriesAccess(userId, seriesId)) throw new Conflict('test_series_already_purchased');
  if (await hasPendingSeriesPayment(userId, seriesId)) throw new Conflict('test_series_payment_pending');
  const payee = upiPayee();
  if (!payee) throw new Conflict('upi_not_configured');
  const reference = ulid();
  return {
    upiUrl: testSeriesUpiLink(payee, series, reference),
    amount: series.price,
    payee,
    reference,
    testSeries: { _id: series._id, title: series.title },
  };
}

export async function submitTestSeriesUtr(
  userId: string,
  seriesId: string,
  rawUtr: string,
): Promise<{ receipt: UpiReceipt }> {
  const utr = normaliseUtr(rawUtr);
  const series = await getTestSeriesRecord(seriesId);
  if (!series.isActive) throw new Conflict('test_series_not_found');
  if (!(series.pricePaise > 0)) throw new Conflict('test_series_free');
  const { receipt } = await recordUtrPayment({
    userId,
    utr,
    product: 'test-series',
    item: { id: series._id, title: series.title, pricePaise: series.pricePaise },
    pendingClaim: paymentKeys.pendingSeriesClaim(userId, series._id),
    accessKey: seriesAccessKeys.item(userId, series._id),
    codes: { taken: 'test_series_already_purchased', pending: 'test_series_payment_pending' },
  });
  return { receipt: { ...receipt, amount: paiseToRupees(series.pricePaise) } };
}
