import type { MyAttempt } from '../../../../../shared/attempts';
import { api } from '../../../lib/api';

export type { MyAttempt };

export async function fetchMyAttempts(signal: AbortSignal): Promise<MyAttempt[]> {
  const { attempts } = await api('GET /api/my/attempts', {}, { signal });
  if (!Array.isArray(attempts)) throw new Error('The response has no attempts list');
  return attempts;
}
