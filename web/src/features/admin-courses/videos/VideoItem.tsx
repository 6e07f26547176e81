import { formatClock } from '../../../lib/format';
import { DeleteIcon, EditIcon } from '../ActionIcons';
import type { CourseVideo } from '../../../../../shared/types';

const dateFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium' });

interface VideoItemProps {
  video: CourseVideo;
  deleting: boolean;
  onDelete: (video: CourseVideo) => void;
}

export function VideoItem({ video, deleting, onDelete }: VideoItemProps) {
  return (
    <li className="admin-courses-video" aria-busy={deleting || undefined}>
      <div className="admin-courses-video-text">
        <h3>{video.title}</h3>
        <p className="muted">{video.description.trim() || 'No description provided'}</p>
        <p className="admin-courses-video-facts">
          <span>Order: {video.order}</span>
          <span>Duration: {video.duration === undefined ? 'N/A' : formatClock(video.duration)}</span>
          <span>Created: {dateFormat.format(new Date(video.createdAt))}</span>
        </p>
      </div>
      <div className="admin-courses-actions">
        {/* The spec keeps this button but gives it nothing to do yet. */}
        <button type="button" className="admin-courses-icon-button" title="Edit" aria-label={`Edit ${video.title}`}>
          <EditIcon />
        </button>
        <button
          type="button"
          className="admin-courses-icon-button admin-courses-icon-button-danger"
          title="Delete"
          aria-label={`Delete ${video.title}`}
          disabled={deleting}
          onClick={() => onDelete(video)}
        >
          {deleting ? <span className="spinner-circle admin-courses-button-spinner" aria-hidden="true" /> : <DeleteIcon />}
        </button>
        {deleting && <span role="status" className="visually-hidden">{`Deleting ${video.title}...`}</span>}
      </div>
    </li>
  );
}
