import { TEST_SERIES_CATEGORIES, type TestSeriesCategory } from '../../../../shared/constants';
import { testSeriesInputSchema, type TestSeriesInput } from '../../../../shared/schemas';
import { fieldErrors, type FieldErrors } from '../../lib/field-errors';
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
  };
}

export type TestSeriesField = keyof TestSeriesForm;
export type ParsedTestSeriesForm =
  | { ok: true; input: TestSeriesInput }
  | { ok: false; errors: FieldErrors<TestSeriesField> };

/** The body to send (price a decimal, number of tests an integer, features trimmed), or each field's problem. */
export function parseTestSeriesForm(form: TestSeriesForm): ParsedTestSeriesForm {
  const result = testSeriesInputSchema.safeParse({
    ...form,
    price: numberOrMissing(form.price),
    numberOfTests: numberOrMissing(form.numberOfTests),
  });
  return result.success
    ? { ok: true, input: result.data }
    : { ok: false, errors: fieldErrors<TestSeriesField>(result.error.issues) };
}

/** Blank stays missing so the schema reports it as required; other text that is no number becomes NaN. */
function numberOrMissing(text: string): number | undefined {
  return text.trim() === '' ? undefined : Number(text);
}
