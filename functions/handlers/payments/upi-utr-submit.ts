import { upiUtrSubmit } from '#shared/api/payments.js';
import { submitDueUtr, submitUtr } from '#domain/payments/index.js';
import { apiHandler } from '#functions/handlers/api-handler.js';

export const handler = apiHandler(upiUtrSubmit, async ({ body, user }) =>
  body.dueId
    ? submitDueUtr(user.userId, { kind: 'course', id: body.courseId }, body.utrNumber, body.dueId)
    : submitUtr(user.userId, body.courseId, body.utrNumber),
);
