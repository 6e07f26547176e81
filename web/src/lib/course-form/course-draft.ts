import { DEFAULT_COURSE_CATEGORY, DEFAULT_COURSE_DURATION, type CourseCategory } from '#shared/constants.js';
import { type CourseBody, courseBodySchema } from '#shared/course-body.js';
import { isErrorCode } from '#shared/error-codes.js';
import type { Course } from '#shared/types.js';
import { errorMessageId } from '../error-messages';
import type { FieldErrors } from '../field-errors';
import type { Translate } from '../i18n';
import {
  amountsMissThePrice,
  type FeePlanDraft,
  planDraftFromPlan,
  planValues,
  typedPricePaise,
} from './fee-plan-draft';

/** What the create and edit forms hold: the price stays text until the form is sent. */
export interface CourseDraft {
  title: string;
  description: string;
  price: string;
  category: CourseCategory;
  duration: string;
  features: string[];
  /** Optional: what visitors who chose Gujarati read instead of the title, description and features. */
  titleGu: string;
  descriptionGu: string;
  featuresGu: string[];
  /** How the fee may be paid; none means the course is paid in full as before. */
  plans: FeePlanDraft[];
}

export const EMPTY_COURSE_DRAFT: CourseDraft = {
  title: '',
  description: '',
  price: '',
  category: DEFAULT_COURSE_CATEGORY,
  duration: DEFAULT_COURSE_DURATION,
  features: [],
  titleGu: '',
  descriptionGu: '',
  featuresGu: [],
  plans: [],
};

export function draftFromCourse(course: Course): CourseDraft {
  return {
    title: course.title,
    description: course.description,
    price: String(course.price),
    category: course.category,
    duration: course.duration,
    features: course.features,
    titleGu: course.titleGu ?? '',
    descriptionGu: course.descriptionGu ?? '',
    featuresGu: course.featuresGu ?? [],
    plans: (course.plans ?? []).map(planDraftFromPlan),
  };
}

/**
 * A place in a fee plan a form shows a message under, named by its path as the server names it
 * (`plans.1.instalments.2.dueAfterDays`), with an instalment's percentage or amount both called
 * `share` (`plans.0.instalments.1.share`). The course and test-series forms both hold plans.
 */
export type PlanField = 'plans' | `plans.${string}`;

/** A field the form shows a message under: a course field, or a place in a fee plan. */
export type CourseField = keyof CourseDraft | PlanField;
export type ParsedDraft = { ok: true; input: CourseBody } | { ok: false; errors: FieldErrors<CourseField> };

/** Where a problem at `path` inside the plans (a schema issue's path after `plans`) is shown. */
export function planFieldOf(path: readonly string[]): PlanField {
  const [plan, part, instalment, detail] = path;
  if (plan === undefined || !/^\d+$/.test(plan)) return 'plans';
  // The rule and its days show one message, under the days.
  if (part === 'name' || part === 'overdue') return `plans.${plan}.${part}`;
  if (part !== 'instalments') return `plans.${plan}`;
  if (instalment === undefined) return `plans.${plan}.instalments`;
  return `plans.${plan}.instalments.${instalment}.${detail === 'dueAfterDays' ? 'dueAfterDays' : 'share'}`;
}

/** Where a problem at `path` (a schema issue's, or the server's `field` split at its dots) is shown. */
export function courseFieldOf(path: readonly PropertyKey[]): CourseField | undefined {
  const [field, ...rest] = path.map(String);
  if (field === undefined) return undefined;
  return field === 'plans' ? planFieldOf(rest) : (field as keyof CourseDraft);
}

/** The server's `field` (a dotted path) as a field of this form. */
export function courseFieldOfServer(field: string | undefined): CourseField | undefined {
  return field ? courseFieldOf(field.split('.')) : undefined;
}

export interface Issue {
  path: readonly PropertyKey[];
  message: string;
  params?: { code?: unknown };
}

/** An issue's message: a fee plan's own rules (a code of their own) read in the screen's language. */
export function issueMessage(issue: Issue, t: Translate): string {
  const code = issue.params?.code;
  return isErrorCode(code) ? t(errorMessageId(code)) : issue.message;
}

/** A plan by amounts checked against the typed price as the server will check it, where no other problem shows. */
export function addPriceMismatches(
  plans: readonly FeePlanDraft[],
  price: string,
  errors: FieldErrors<PlanField>,
  t: Translate,
): void {
  const pricePaise = typedPricePaise(price);
  plans.forEach((plan, index) => {
    const field: PlanField = `plans.${index}.instalments`;
    if (!(field in errors) && amountsMissThePrice(plan, pricePaise)) errors[field] = t('error.fee_plan_total_mismatch');
  });
}

/**
 * Validates with the same schema the server uses; every field's problem, one message a field. A fee
 * plan's own rules (a code of their own) read in the screen's language; a plan by amounts is checked
 * against the typed price as the server will check it.
 */
export function parseCourseDraft(draft: CourseDraft, t: Translate): ParsedDraft {
  const price = draft.price.trim() === '' ? undefined : Number(draft.price);
  const plans = draft.plans.length > 0 ? draft.plans.map(planValues) : undefined;
  const parsed = courseBodySchema.safeParse({ ...draft, price, plans });
  const errors: FieldErrors<CourseField> = {};
  for (const issue of parsed.success ? [] : (parsed.error.issues as readonly Issue[])) {
    const field = courseFieldOf(issue.path);
    if (field === undefined || field in errors) continue;
    errors[field] = issueMessage(issue, t);
  }
  addPriceMismatches(draft.plans, draft.price, errors, t);
  if (parsed.success && Object.keys(errors).length === 0) return { ok: true, input: parsed.data };
  return { ok: false, errors };
}
