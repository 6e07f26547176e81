import { adminPaths } from '../../lib/admin-paths';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { AdminCourse } from '../../lib/admin-courses';
import { filterAndSortCourses, hasActiveFilter, INITIAL_FILTERS, type CourseFilters } from './course-filters';
import type { TotalRevenue, TotalStudents } from './api';
import type { CourseActions } from './CourseRow';
import { CourseStats } from './CourseStats';
import { CourseTable } from './CourseTable';
import { CourseToolbar } from './CourseToolbar';

interface CourseListProps extends CourseActions {
  courses: readonly AdminCourse[];
  totalStudents: TotalStudents;
  totalRevenue: TotalRevenue;
  refreshing: boolean;
  deletingId: string | undefined;
}

/** The figures, the search and filter controls, and the table of the courses that match them. */
export function CourseList({ courses, totalStudents, totalRevenue, ...tableProps }: CourseListProps) {
  const [filters, setFilters] = useState<CourseFilters>(INITIAL_FILTERS);
  const shown = filterAndSortCourses(courses, filters);

  return (
    <>
      <CourseStats courses={courses} totalStudents={totalStudents} totalRevenue={totalRevenue} />
      <CourseToolbar filters={filters} onChange={(change) => setFilters((current) => ({ ...current, ...change }))} />
      <p className="admin-courses-count" role="status">{`Showing ${shown.length} of ${courses.length} courses`}</p>
      {shown.length > 0 ? (
        <CourseTable courses={shown} {...tableProps} />
      ) : hasActiveFilter(filters) ? (
        <p className="state-panel">No courses match your search or filter.</p>
      ) : (
        <div className="state-panel">
          <p>No courses found</p>
          {tableProps.onEdit && (
            <Link to={adminPaths.adminNewCourse} className="button button-primary">
              Create First Course
            </Link>
          )}
        </div>
      )}
    </>
  );
}
