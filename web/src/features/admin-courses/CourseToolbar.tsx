import { useId, useState } from 'react';
import { COURSE_CATEGORIES } from '../../../../shared/constants';
import {
  DEFAULT_SORT_DIRECTION,
  SORT_KEY_LABELS,
  SORT_KEYS,
  type CourseFilters,
  type SortDirection,
  type SortKey,
} from './course-filters';

interface CourseToolbarProps {
  filters: CourseFilters;
  onChange: (change: Partial<CourseFilters>) => void;
}

/** Search, category filter, sort and its order; More Filters opens nothing yet (spec). */
export function CourseToolbar({ filters, onChange }: CourseToolbarProps) {
  const [showMoreFilters, setShowMoreFilters] = useState(false);
  const searchId = useId();
  const categoryId = useId();
  const sortId = useId();
  const directionId = useId();
  const moreFiltersId = useId();

  return (
    <div className="admin-courses-toolbar">
      <div className="admin-courses-toolbar-row">
        <div className="field admin-courses-search">
          <label htmlFor={searchId}>Search courses</label>
          <div className="admin-courses-search-box">
            <input
              id={searchId}
              type="search"
              placeholder="Search by title or description"
              value={filters.search}
              onChange={(event) => onChange({ search: event.target.value })}
            />
            {filters.search && (
              <button type="button" className="button button-outline" onClick={() => onChange({ search: '' })}>
                Clear search
              </button>
            )}
          </div>
        </div>
        <div className="field">
          <label htmlFor={categoryId}>Category</label>
          <select
            id={categoryId}
            value={filters.category}
            onChange={(event) => onChange({ category: event.target.value as CourseFilters['category'] })}
          >
            <option value="all">All</option>
            {COURSE_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {category.toUpperCase()}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={sortId}>Sort by</label>
          <select
            id={sortId}
            value={filters.sortKey}
            onChange={(event) => {
              const sortKey = event.target.value as SortKey;
              onChange({ sortKey, sortDirection: DEFAULT_SORT_DIRECTION[sortKey] });
            }}
          >
            {SORT_KEYS.map((key) => (
              <option key={key} value={key}>
                {SORT_KEY_LABELS[key]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={directionId}>Sort order</label>
          <select
            id={directionId}
            value={filters.sortDirection}
            onChange={(event) => onChange({ sortDirection: event.target.value as SortDirection })}
          >
            <option value="asc">Ascending</option>
            <option value="desc">Descending</option>
          </select>
        </div>
        <button
          type="button"
          className="button button-outline admin-courses-more-toggle"
          aria-expanded={showMoreFilters}
          aria-controls={moreFiltersId}
          onClick={() => setShowMoreFilters((shown) => !shown)}
        >
          More Filters
        </button>
      </div>
      <div id={moreFiltersId} className="admin-courses-more-filters" hidden={!showMoreFilters} />
    </div>
  );
}
