import { profileLanguage } from '#shared/api/accounts.js';
import { chooseLanguage } from '#domain/accounts/index.js';
import { apiHandler } from '#functions/handlers/api-handler.js';

export const handler = apiHandler(profileLanguage, async ({ body, user }) => {
  await chooseLanguage(user.userId, body.language);
  return { language: body.language };
});
