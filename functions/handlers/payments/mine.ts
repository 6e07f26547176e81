import { listMyPayments } from '../../domain/payments/ledger.js';
import { apiHandler } from '../../lib/api-handler.js';

export const handler = apiHandler('GET /api/payments/mine', {}, async ({ user }) => ({ payments: await listMyPayments(user!.userId) }));
