import { testResultsExcel } from '#shared/api/mock-tests.js';
import { XLSX_CONTENT_TYPE } from '#shared/mock-tests.js';
import { testResultsWorkbook } from '#domain/mock-tests/index.js';
import { FileResponse } from '#lib/api-handler.js';
import { apiHandler } from '#functions/handlers/api-handler.js';

export const handler = apiHandler(testResultsExcel, async ({ params }) => {
  const { bytes, fileName } = await testResultsWorkbook(params.testId);
  return new FileResponse(XLSX_CONTENT_TYPE, bytes, fileName);
});
