/**
 * What an admin sends to create or edit a course: the spec's course fields (shared/schemas.ts) and its
 * fee plans (shared/fee-plans.ts). Apart from schemas.ts because the plans' schema is built from its
 * field helpers.
 */
import * as z from 'zod/mini';
import { feePlanListSchema } from './fee-plans.js';
import { courseInputSchema } from './schemas.js';

export const courseBodySchema = z.extend(courseInputSchema, { plans: z.optional(feePlanListSchema) });
export type CourseBody = z.infer<typeof courseBodySchema>;
export type CourseBodyFormValues = z.input<typeof courseBodySchema>;
