import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { formatRupees } from '../../lib/format';
import { AddVideoIcon, DeleteIcon, EditIcon, VideosIcon, ViewIcon } from './ActionIcons';
import type { Course } from '../../../../shared/types';
import type { AdminCourse } from '../../lib/admin-courses';

/** What the signed-in staff member may do with a course: an action left out has no button (faculty delete nothing, the accountant edits nothing). */
export interface CourseActions {
  onViewVideos: (course: Course) => void;
  onAddVideo?: (course: Course) => void;
  onEdit?: (course: Course) => void;
  onDelete?: (course: Course) => void;
}

interface CourseRowProps extends CourseActions {
  course: AdminCourse;
  deleting: boolean;
}

export function CourseRow({ course, deleting, onViewVideos, onAddVideo, onEdit, onDelete }: CourseRowProps) {
  return (
    <tr aria-busy={deleting || undefined}>
      <th scope="row" className="admin-courses-course-cell">
        <span className="admin-courses-course-title">{course.title}</span>
        <span className="admin-courses-course-description">{course.description}</span>
      </th>
      {/* data-label names each cell where the phone layout drops the header row (admin-courses.css). */}
      <td data-label="Category">{course.category.toUpperCase()}</td>
      <td data-label="Price">{formatRupees(course.price)}</td>
      <td data-label="Videos">{course.videoCount}</td>
      <td data-label="Students">{course.enrollmentCount.toLocaleString('en-IN')}</td>
      <td data-label="Status">
        {/* Courses have no status of their own yet (spec): every listed course is active. */}
        <span className="admin-courses-status">Active</span>
      </td>
      <td className="admin-courses-actions-cell">
        <div className="admin-courses-actions">
          <IconButton
            label={`View videos of ${course.title}`}
            tooltip="View Videos"
            onClick={() => onViewVideos(course)}
          >
            <VideosIcon />
          </IconButton>
          {onAddVideo && (
            <IconButton label={`Add video to ${course.title}`} tooltip="Add Video" onClick={() => onAddVideo(course)}>
              <AddVideoIcon />
            </IconButton>
          )}
          {onEdit && (
            <IconButton label={`Edit ${course.title}`} tooltip="Edit Course" onClick={() => onEdit(course)}>
              <EditIcon />
            </IconButton>
          )}
          <Link
            className="admin-courses-icon-button"
            title="View Course"
            aria-label={`View ${course.title}`}
            to={paths.course(course._id)}
          >
            <ViewIcon />
          </Link>
          {onDelete && (
            <button
              type="button"
              className="admin-courses-icon-button admin-courses-icon-button-danger"
              title="Delete"
              aria-label={`Delete ${course.title}`}
              disabled={deleting}
              onClick={() => onDelete(course)}
            >
              {deleting ? (
                <span className="spinner-circle admin-courses-button-spinner" aria-hidden="true" />
              ) : (
                <DeleteIcon />
              )}
            </button>
          )}
          {deleting && <span role="status" className="visually-hidden">{`Deleting ${course.title}...`}</span>}
        </div>
      </td>
    </tr>
  );
}

interface IconButtonProps {
  label: string;
  tooltip: string;
  onClick: () => void;
  children: ReactNode;
}

function IconButton({ label, tooltip, onClick, children }: IconButtonProps) {
  return (
    <button type="button" className="admin-courses-icon-button" title={tooltip} aria-label={label} onClick={onClick}>
      {children}
    </button>
  );
}
