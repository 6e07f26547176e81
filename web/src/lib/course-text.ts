import type { Language } from '../../../shared/site-pages';

/** The course's title in the screen's language: the admin's Gujarati title when there is one, else the title as written. */
export function localizedTitle(course: { title: string; titleGu?: string }, language: Language): string {
  return (language === 'gu' && course.titleGu) || course.title;
}

/** The course's description in the screen's language, the same way. */
export function localizedDescription(course: { description: string; descriptionGu?: string }, language: Language): string {
  return (language === 'gu' && course.descriptionGu) || course.description;
}

/** The features in the screen's language: the admin's Gujarati list when there is one, else the list as written. */
export function localizedFeatures(item: { features: string[]; featuresGu?: string[] }, language: Language): string[] {
  return language === 'gu' && item.featuresGu?.length ? item.featuresGu : item.features;
}
