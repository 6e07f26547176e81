import { questionTemplate as declared } from '#shared/api/mock-tests.js';
import { XLSX_CONTENT_TYPE } from '#shared/mock-tests.js';
import { questionTemplate } from '#domain/mock-tests/index.js';
import { FileResponse } from '#lib/api-handler.js';
import { apiHandler } from '#functions/handlers/api-handler.js';

export const handler = apiHandler(
  declared,
  async () => new FileResponse(XLSX_CONTENT_TYPE, await questionTemplate(), 'question-template.xlsx'),
);
