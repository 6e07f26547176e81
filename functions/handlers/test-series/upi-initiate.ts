import { testSeriesUpiLink } from '../../../shared/upi-link.js';
import { getActiveTestSeries } from '../../domain/catalogue/test-series.js';
import { apiHandler } from '../../lib/api-handler.js';
import { Conflict } from '../../lib/errors.js';
import { upiPayee } from '../../lib/payment-settings.js';

/**
 * The UPI link for a test series' Purchase Now, to the payee the server is configured with (never one
 * baked into the web build): amount from the series, note 'Test Series {title}' (spec section 7).
 */
export const handler = apiHandler('POST /api/test-series/{id}/upi/initiate', {}, async ({ params }) => {
  const series = await getActiveTestSeries(params.id!);
  if (!(series.price > 0)) throw new Conflict('test_series_free');
  const payee = upiPayee();
  if (!payee) throw new Conflict('upi_not_configured');
  return { upiUrl: testSeriesUpiLink(payee, series), amount: series.price, payee, testSeries: { _id: series._id, title: series.title } };
});
