import { seriesGrant } from '#shared/api/accounts.js';
import { getStudent, getUser } from '#domain/users/index.js';
import { grantSeriesAccess } from '#domain/mock-tests/index.js';
import { Response } from '#lib/api-handler.js';
import { apiHandler } from '#functions/handlers/api-handler.js';

/** A seat given by hand (a scholarship), recorded with the admin and the time. */
export const handler = apiHandler(seriesGrant, async ({ params, body, user }) => {
  await getStudent(params.id);
  const admin = await getUser(user.userId);
  await grantSeriesAccess({
    userId: params.id,
    seriesId: params.seriesId,
    adminId: user.userId,
    ...(admin?.name ? { adminName: admin.name } : {}),
    ...(body?.note ? { note: body.note } : {}),
  });
  return new Response(201, {});
});
