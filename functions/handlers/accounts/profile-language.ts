import { languageChoiceSchema } from '#shared/schemas.js';
import { chooseLanguage } from '#domain/accounts/auth.js';
import { apiHandler } from '#lib/api-handler.js';

export const handler = apiHandler('PUT /api/auth/profile/language', { body: languageChoiceSchema }, async ({ body, user }) => {
  await chooseLanguage(user!.userId, body.language);
  return { language: body.language };
});
