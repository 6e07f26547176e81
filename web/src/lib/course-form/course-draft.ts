import { DEFAULT_COURSE_CATEGORY, DEFAULT_COURSE_DURATION, type CourseCategory } from '#shared/constants.js';
import { courseInputSchema } from '#shared/schemas.js';
import { fieldErrors, type FieldErrors } from '../field-errors';
import type { CourseInput } from '#shared/schemas.js';
import type { Course } from '#shared/types.js';

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
  };
}

export type CourseField = keyof CourseDraft;
export type ParsedDraft = { ok: true; input: CourseInput } | { ok: false; errors: FieldErrors<CourseField> };

/** Validates with the same schema the server uses; every field's problem, one message a field. */
export function parseCourseDraft(draft: CourseDraft): ParsedDraft {
  const price = draft.price.trim() === '' ? undefined : Number(draft.price);
  const parsed = courseInputSchema.safeParse({ ...draft, price });
  return parsed.success
    ? { ok: true, input: parsed.data }
    : { ok: false, errors: fieldErrors<CourseField>(parsed.error.issues) };
}
