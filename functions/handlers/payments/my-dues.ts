import { myDues } from '#shared/api/payments.js';
import { duesForStudent } from '#domain/payments/index.js';
import { apiHandler } from '#functions/handlers/api-handler.js';

export const handler = apiHandler(myDues, async ({ user }) => duesForStudent(user.userId));
