import { TEST_SERIES_CATEGORIES, type TestSeriesCategory } from '../../../../shared/constants';
import { type TestSeriesBody, testSeriesBodySchema } from '../../../../shared/test-series-body';
import {
  addPriceMismatches,
  type Issue,
  issueMessage,
  type PlanField,
  planFieldOf,
} from '../../lib/course-form/course-draft';
import { type FeePlanDraft, planDraftFromPlan, planValues } from '../../lib/course-form/fee-plan-draft';
import type { FieldErrors } from '../../lib/field-errors';
import type { Translate } from '../../lib/i18n';
import type { TestSeries } from './api';

/** What the form holds: numbers stay text while typed and become numbers on submit. */
export interface TestSeriesForm {
  title: string;
  description: string;
  price: string;
  numberOfTests: string;
  category: TestSeriesCategory;
  duration: string;
  features: string[];
  isActive: boolean;
  /** Optional: what visitors who chose Gujarati read instead of the title, description and features. */
  titleGu: string;
  descriptionGu: string;
  featuresGu: string[];
  /** How the fee may be paid; none means the series is paid in full as before. */
  plans: FeePlanDraft[];
}

export const EMPTY_TEST_SERIES_FORM: TestSeriesForm = {
  title: '',
  description: '',
  price: '',
  numberOfTests: '',
  category: TEST_SERIES_CATEGORIES[0],
  duration: '',
  features: [],
  isActive: true,
  titleGu: '',
  descriptionGu: '',
  featuresGu: [],
  plans: [],
};

export function formFromTestSeries(series: TestSeries): TestSeriesForm {
  return {
    title: series.title,
    description: series.description,
    price: String(series.price),
    numberOfTests: String(series.numberOfTests),
    category: series.category,
    duration: series.duration,
    features: series.features,
    isActive: series.isActive,
    titleGu: series.titleGu ?? '',
    descriptionGu: series.descriptionGu ?? '',
    featuresGu: series.featuresGu ?? [],
    plans: (series.plans ?? []).map(planDraftFromPlan),
  };
}

/** A field the form shows a message under: a series field, or a place in a fee plan (as the course form names them). */
export type TestSeriesField = keyof TestSeriesForm | PlanField;
export type ParsedTestSeriesForm =
  | { ok: true; input: TestSeriesBody }
  | { ok: false; errors: FieldErrors<TestSeriesField> };

/**
 * The body to send (price a decimal, number of tests an integer, features trimmed, the plans as the
 * course form sends them), or each field's problem, checked with the schema the server uses.
 */
export function parseTestSeriesForm(form: TestSeriesForm, t: Translate): ParsedTestSeriesForm {
  const result = testSeriesBodySchema.safeParse({
    ...form,
    price: numberOrMissing(form.price),
    numberOfTests: numberOrMissing(form.numberOfTests),
    plans: form.plans.length > 0 ? form.plans.map(planValues) : undefined,
  });
  const errors: FieldErrors<TestSeriesField> = {};
  for (const issue of result.success ? [] : (result.error.issues as readonly Issue[])) {
    const [field, ...rest] = issue.path.map(String);
    if (field === undefined) continue;
    const at: TestSeriesField = field === 'plans' ? planFieldOf(rest) : (field as keyof TestSeriesForm);
    if (!(at in errors)) errors[at] = issueMessage(issue, t);
  }
  addPriceMismatches(form.plans, form.price, errors, t);
  if (result.success && Object.keys(errors).length === 0) return { ok: true, input: result.data };
  return { ok: false, errors };
}

/** Blank stays missing so the schema reports it as required; other text that is no number becomes NaN. */
function numberOrMissing(text: string): number | undefined {
  return text.trim() === '' ? undefined : Number(text);
}
