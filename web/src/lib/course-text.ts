import {
  COURSE_CATEGORIES,
  TEST_SERIES_CATEGORIES,
  type CourseCategory,
  type TestSeriesCategory,
} from '#shared/constants.js';
import type { Language } from '#shared/site-pages.js';
import type { Translate } from './i18n';

/** The course's title in the screen's language: the admin's Gujarati title when there is one, else the title as written. */
export function localizedTitle(course: { title: string; titleGu?: string }, language: Language): string {
  return (language === 'gu' && course.titleGu) || course.title;
}

/** The course's description in the screen's language, the same way. */
export function localizedDescription(
  course: { description: string; descriptionGu?: string },
  language: Language,
): string {
  return (language === 'gu' && course.descriptionGu) || course.description;
}

/** The features in the screen's language: the admin's Gujarati list when there is one, else the list as written. */
export function localizedFeatures(item: { features: string[]; featuresGu?: string[] }, language: Language): string[] {
  return language === 'gu' && item.featuresGu?.length ? item.featuresGu : item.features;
}

const CATEGORIES = new Set<string>([...COURSE_CATEGORIES, ...TEST_SERIES_CATEGORIES]);
const isCategory = (category: string): category is CourseCategory | TestSeriesCategory => CATEGORIES.has(category);

/** A course's or test series' category as a badge reads in the screen's language ('talati' → 'TALATI', 'તલાટી'). */
export function categoryLabel(category: string, t: Translate): string {
  return isCategory(category) ? t(`courseCard.category.${category}`) : category.toUpperCase();
}

type DurationUnit = 'day' | 'week' | 'month' | 'year';

/**
 * A duration in the screen's language when it is a number of days, weeks, months or years, as the
 * site's default '12 months' is ('12 મહિના' in Gujarati); any other text stays as the admin wrote it.
 */
export function localizedDuration(duration: string, t: Translate): string {
  const match = /^(\d{1,4}) ?(day|week|month|year)s?$/i.exec(duration.trim());
  return match
    ? t(`courseCard.duration.${match[2]!.toLowerCase() as DurationUnit}`, { count: Number(match[1]) })
    : duration;
}
