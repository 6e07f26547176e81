import { adminPaths } from '../../lib/admin-paths';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { INSTITUTE_NAME } from '../../../../shared/constants';
import { paths } from '../../lib/paths';
import { ErrorBox } from '../../components/ErrorBox';
import { LoadError } from '../../components/LoadError';
import { Spinner } from '../../components/Spinner';
import { useToast } from '../../components/toast';
import type { Course } from '../../../../shared/types';
import { fetchAdminCourses } from '../../lib/admin-courses';
import { withoutItem } from '../../lib/list-items';
import { useData } from '../../lib/use-data';
import { deleteCourse, fetchTotalRevenue, fetchTotalStudents } from './api';
import { CourseDialogs, type OpenDialog } from './CourseDialogs';
import { CourseList } from './CourseList';
import './admin-courses.css';

export function AdminCoursesPage() {
  const toast = useToast();
  const courses = useData(fetchAdminCourses);
  const students = useData(fetchTotalStudents);
  const revenue = useData(fetchTotalRevenue);
  const [deletingId, setDeletingId] = useState<string>();
  const [openDialog, setOpenDialog] = useState<OpenDialog>();

  async function confirmAndDelete(course: Course) {
    if (!window.confirm('Are you sure you want to delete this course? This action cannot be undone.')) return;
    setDeletingId(course._id);
    try {
      await deleteCourse(course._id);
      // Gone from the table at once, without waiting for the refresh.
      courses.update((list) => withoutItem(list, course._id));
      toast.success('Course deleted successfully!');
      courses.refresh();
    } catch {
      toast.error('Failed to delete course');
    } finally {
      setDeletingId(undefined);
    }
  }

  return (
    <section className="container page admin-courses">
      <title>{`Course Management | ${INSTITUTE_NAME}`}</title>
      <div className="page-header">
        <div>
          <Link to={paths.admin} className="button button-outline admin-courses-back">
            <span aria-hidden="true">←</span> Back
          </Link>
          <h1>Course Management</h1>
        </div>
        <div className="admin-courses-header-actions">
          <button
            type="button"
            className="button button-outline"
            disabled={courses.status === 'loading' || (courses.status === 'success' && courses.refreshing)}
            onClick={() => {
              if (courses.status === 'error') courses.retry();
              else courses.refresh();
              students.refresh();
              revenue.refresh();
            }}
          >
            Refresh
          </button>
          <Link to={adminPaths.adminNewCourse} className="button button-primary">
            Add New Course
          </Link>
        </div>
      </div>
      {courses.status === 'loading' && <Spinner label="Loading courses..." />}
      {courses.status === 'error' && <LoadError message="Failed to load courses" onRetry={courses.retry} />}
      {courses.status === 'success' && (
        <>
          {courses.refreshFailed && <ErrorBox>Failed to load courses</ErrorBox>}
          <CourseList
            courses={courses.data}
            totalStudents={
              students.status === 'success' ? students.data : students.status === 'loading' ? 'loading' : 'unavailable'
            }
            totalRevenue={
              revenue.status === 'success' ? revenue.data : revenue.status === 'loading' ? 'loading' : 'unavailable'
            }
            refreshing={courses.refreshing}
            deletingId={deletingId}
            onViewVideos={(course) => setOpenDialog({ kind: 'videos', course })}
            onAddVideo={(course) => setOpenDialog({ kind: 'upload', course })}
            onEdit={(course) => setOpenDialog({ kind: 'edit', course })}
            onDelete={confirmAndDelete}
          />
        </>
      )}
      {openDialog && (
        <CourseDialogs dialog={openDialog} onChangeDialog={setOpenDialog} onCoursesChanged={courses.refresh} />
      )}
    </section>
  );
}
