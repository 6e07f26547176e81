import { adminPaymentList } from '#shared/api/payments.js';
import { findPayments, ledgerPage, toAdminPayment } from '#domain/payments/index.js';
import { apiHandler } from '#functions/handlers/api-handler.js';

/** Every payment, newest first and filtered, in pages; or those a UTR, receipt number, e-mail, payer's name or mobile finds (all at once). */
export const handler = apiHandler(adminPaymentList, async ({ query }) => {
  const filter = { method: query.method, status: query.status };
  if (query.q) return { payments: (await findPayments(query.q, filter)).map(toAdminPayment) };
  const page = await ledgerPage(filter, query.limit, query.cursor);
  return { payments: page.payments.map(toAdminPayment), ...(page.nextCursor ? { nextCursor: page.nextCursor } : {}) };
});
