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
import { useStaffAreas } from '../../lib/staff-areas';
import { deleteCourse, fetchTotalRevenue, fetchTotalStudents } from './api';
import { CourseDialogs, type OpenDialog } from './CourseDialogs';
import { CourseList } from './CourseList';
import './admin-courses.css';

/** A figure as the course list shows it: its value, or that it is loading or could not be read. */
const figure = (data: ReturnType<typeof useData<number | undefined>>) =>
  data.status === 'success' ? data.data : data.status === 'loading' ? 'loading' : 'unavailable';

/** The dashboard's figures are money: faculty neither ask for them nor see them. */
const notAsked = () => Promise.resolve(undefined);

export function AdminCoursesPage() {
  const toast = useToast();
  const mayUse = useStaffAreas();
  const courses = useData(fetchAdminCourses);
  const students = useData(mayUse('money') ? fetchTotalStudents : notAsked);
  const revenue = useData(mayUse('money') ? fetchTotalRevenue : notAsked);
  const editsContent = mayUse('content');
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
          {editsContent && (
            <Link to={adminPaths.adminNewCourse} className="button button-primary">
              Add New Course
            </Link>
          )}
        </div>
      </div>
      {courses.status === 'loading' && <Spinner label="Loading courses..." />}
      {courses.status === 'error' && <LoadError message="Failed to load courses" onRetry={courses.retry} />}
      {courses.status === 'success' && (
        <>
          {courses.refreshFailed && <ErrorBox>Failed to load courses</ErrorBox>}
          <CourseList
            courses={courses.data}
            totalStudents={!mayUse('money') ? undefined : figure(students)}
            totalRevenue={!mayUse('money') ? undefined : figure(revenue)}
            refreshing={courses.refreshing}
            deletingId={deletingId}
            onViewVideos={(course) => setOpenDialog({ kind: 'videos', course })}
            {...(editsContent
              ? {
                  onAddVideo: (course: Course) => setOpenDialog({ kind: 'upload', course }),
                  onEdit: (course: Course) => setOpenDialog({ kind: 'edit', course }),
                }
              : {})}
            {...(mayUse('institute') ? { onDelete: confirmAndDelete } : {})}
          />
        </>
      )}
      {openDialog && (
        <CourseDialogs dialog={openDialog} onChangeDialog={setOpenDialog} onCoursesChanged={courses.refresh} />
      )}
    </section>
  );
}
