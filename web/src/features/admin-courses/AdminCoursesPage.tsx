import { useState } from 'react';
import { Link } from 'react-router-dom';
import { INSTITUTE_NAME } from '../../../../shared/constants';
import { paths } from '../../app/paths';
import { ErrorBox } from '../../components/ErrorBox';
import { Spinner } from '../../components/Spinner';
import { useToast } from '../../components/toast';
import { deleteCourse, type Course } from './api';
import { CourseDialogs, type OpenDialog } from './CourseDialogs';
import { CourseList } from './CourseList';
import { useAdminCourses } from './use-admin-courses';
import './admin-courses.css';

export function AdminCoursesPage() {
  const toast = useToast();
  const courses = useAdminCourses();
  const [deletingId, setDeletingId] = useState<string>();
  const [openDialog, setOpenDialog] = useState<OpenDialog>();

  async function confirmAndDelete(course: Course) {
    if (!window.confirm('Are you sure you want to delete this course? This action cannot be undone.')) return;
    setDeletingId(course._id);
    try {
      await deleteCourse(course._id);
      courses.removeCourse(course._id);
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
            onClick={courses.status === 'error' ? courses.retry : courses.refresh}
          >
            Refresh
          </button>
          <Link to={paths.adminNewCourse} className="button button-primary">
            Add New Course
          </Link>
        </div>
      </div>
      {courses.status === 'loading' && <Spinner label="Loading courses..." />}
      {courses.status === 'error' && (
        <div className="state-panel">
          <ErrorBox>Failed to load courses</ErrorBox>
          <button type="button" className="button button-primary" onClick={courses.retry}>
            Try Again
          </button>
        </div>
      )}
      {courses.status === 'success' && (
        <>
          {courses.refreshFailed && <ErrorBox>Failed to load courses</ErrorBox>}
          <CourseList
            courses={courses.courses}
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
