import { dashboard as declared } from '#shared/api/insight.js';
import { adminDashboard } from '#domain/insight/index.js';
import { duesFigures } from '#domain/payments/index.js';
import { apiHandler } from '#functions/handlers/api-handler.js';

export const handler = apiHandler(declared, async () => {
  const [figures, dues] = await Promise.all([adminDashboard(), duesFigures()]);
  return { ...figures, dues };
});
