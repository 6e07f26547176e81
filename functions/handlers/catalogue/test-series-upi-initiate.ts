import { testSeriesUpiInitiate } from '#shared/api/catalogue.js';
import { initiateTestSeriesUpi } from '#domain/payments/index.js';
import { apiHandler } from '#functions/handlers/api-handler.js';

/**
 * The UPI link for a test series' Purchase Now, to the payee the server is configured with (never one
 * baked into the web build): amount from the series, note 'Test Series {title}' (spec section 7).
 */
export const handler = apiHandler(testSeriesUpiInitiate, async ({ params, user }) => ({
  ...(await initiateTestSeriesUpi(user.userId, params.id)),
}));
