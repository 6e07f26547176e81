import { checkoutQuote as declared } from '#shared/api/payments.js';
import { quoteCheckout } from '#domain/payments/index.js';
import { apiHandler } from '#functions/handlers/api-handler.js';

export const handler = apiHandler(declared, async ({ body, user }) => ({
  quote: await quoteCheckout(body, user.userId),
}));
