import { lectureDoubtAsk } from '#shared/api/doubts.js';
import { askOnLecture, toStudentDoubt } from '#domain/doubts/index.js';
import { assertNotSuspendedForDues } from '#domain/payments/index.js';
import { apiHandler } from '#functions/handlers/api-handler.js';
import { Response } from '#lib/api-handler.js';

export const handler = apiHandler(lectureDoubtAsk, async ({ params, body, user }) => {
  await assertNotSuspendedForDues(user, params.id);
  const doubt = await askOnLecture(user, params.id, params.videoId, body);
  return new Response(201, { doubt: await toStudentDoubt(doubt, user.userId) });
});
