/**
 * What an admin sends to create or edit a test series: the spec's series fields (shared/schemas.ts) and
 * its fee plans (shared/fee-plans.ts), checked as a course's plans are (shared/course-body.ts).
 */
import * as z from 'zod/mini';
import { feePlanListSchema } from './fee-plans.js';
import { testSeriesInputSchema } from './schemas.js';

export const testSeriesBodySchema = z.extend(testSeriesInputSchema, { plans: z.optional(feePlanListSchema) });
export type TestSeriesBody = z.infer<typeof testSeriesBodySchema>;
export type TestSeriesBodyFormValues = z.input<typeof testSeriesBodySchema>;
