import type { QuestionFigures, TestResults, TopAttempt } from '../../../../shared/attempts';
import { XLSX_CONTENT_TYPE } from '../../../../shared/mock-tests';
import { api, apiUrl } from '../../lib/api';
import { readToken } from '../../lib/token';

export type { QuestionFigures, TestResults, TopAttempt };

export async function fetchTestResults(testId: string, signal: AbortSignal): Promise<TestResults> {
  const { results } = await api('GET /api/admin/tests/{testId}/results', { testId }, { signal });
  if (!results || !Array.isArray(results.questions) || !Array.isArray(results.top))
    throw new Error('The results response has no results');
  return { ...results, distribution: Array.isArray(results.distribution) ? results.distribution : [] };
}

/** The results spreadsheet (.xlsx), fetched with the admin's session, and the name the server gave it. */
export async function fetchResultsWorkbook(testId: string): Promise<{ blob: Blob; fileName: string }> {
  const token = readToken();
  const response = await fetch(apiUrl('GET /api/admin/tests/{testId}/results/excel', { testId }), {
    headers: { Accept: XLSX_CONTENT_TYPE, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
  if (!response.ok) throw new Error(`The results download failed with status ${response.status}`);
  return {
    blob: await response.blob(),
    fileName: fileNameOf(response.headers.get('content-disposition')) ?? `test-results-${testId}.xlsx`,
  };
}

/** The file name of a Content-Disposition header ('attachment; filename="Mock 1.xlsx"'), if it has a safe one. */
export function fileNameOf(disposition: string | null): string | undefined {
  const encoded = disposition?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  let name: string | undefined;
  if (encoded) {
    try {
      name = decodeURIComponent(encoded.trim());
    } catch {
      name = undefined;
    }
  }
  name ??= disposition?.match(/filename="([^"]+)"/i)?.[1] ?? disposition?.match(/filename=([^;]+)/i)?.[1]?.trim();
  const safe = name?.replace(/[\\/]/g, '_').trim();
  return safe || undefined;
}
