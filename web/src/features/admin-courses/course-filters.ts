import type { CourseCategory } from '../../../../shared/constants';
import type { Course } from '../../../../shared/types';

/** Spec section 3: the course sort keys. */
export const SORT_KEYS = ['createdAt', 'title', 'price', 'videoCount'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type SortDirection = 'asc' | 'desc';

export const SORT_KEY_LABELS: Record<SortKey, string> = {
  createdAt: 'Date created',
  title: 'Title',
  price: 'Price',
  videoCount: 'Videos',
};

/** The order a sort key starts in when picked: titles A→Z, figures and dates largest/newest first. */
export const DEFAULT_SORT_DIRECTION: Record<SortKey, SortDirection> = {
  createdAt: 'desc',
  title: 'asc',
  price: 'desc',
  videoCount: 'desc',
};

export interface CourseFilters {
  search: string;
  category: CourseCategory | 'all';
  sortKey: SortKey;
  sortDirection: SortDirection;
}

export const INITIAL_FILTERS: CourseFilters = {
  search: '',
  category: 'all',
  sortKey: 'createdAt',
  sortDirection: 'desc',
};

/** Sorting only reorders, so only the search and the category count as filters. */
export function hasActiveFilter(filters: CourseFilters): boolean {
  return filters.search.trim() !== '' || filters.category !== 'all';
}

export function filterAndSortCourses<C extends Course>(courses: readonly C[], filters: CourseFilters): C[] {
  const query = filters.search.trim().toLocaleLowerCase();
  const matching = courses.filter(
    (course) =>
      (filters.category === 'all' || course.category === filters.category) &&
      (!query ||
        course.title.toLocaleLowerCase().includes(query) ||
        course.description.toLocaleLowerCase().includes(query)),
  );
  const direction = filters.sortDirection === 'asc' ? 1 : -1;
  return matching.sort((a, b) => direction * compareBy(filters.sortKey, a, b));
}

function compareBy(key: SortKey, a: Course, b: Course): number {
  switch (key) {
    case 'title':
      return a.title.localeCompare(b.title, 'en', { sensitivity: 'base' });
    case 'price':
      return a.price - b.price;
    case 'videoCount':
      return a.videoCount - b.videoCount;
    case 'createdAt':
      return Date.parse(a.createdAt) - Date.parse(b.createdAt);
  }
}
