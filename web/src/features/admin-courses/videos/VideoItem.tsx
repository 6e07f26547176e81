import { formatClock } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { DeleteIcon, EditIcon, MoveDownIcon, MoveUpIcon, NotesIcon } from '../ActionIcons';
import type { CourseVideo } from '../../../../../shared/types';
import { VideoProcessingStatus } from './VideoProcessingStatus';

const dateFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium' });

interface VideoItemProps {
  courseId: string;
  video: CourseVideo;
  deleting: boolean;
  /** Not up from the top, not down from the bottom. */
  canMoveUp: boolean;
  canMoveDown: boolean;
  onMove: (video: CourseVideo, step: -1 | 1) => void;
  onEdit: (video: CourseVideo) => void;
  onDelete: (video: CourseVideo) => void;
  onNotes: (video: CourseVideo) => void;
}

export function VideoItem({
  courseId,
  video,
  deleting,
  canMoveUp,
  canMoveDown,
  onMove,
  onEdit,
  onDelete,
  onNotes,
}: VideoItemProps) {
  const t = useT();
  return (
    <li className="admin-courses-video" data-video-id={video._id} aria-busy={deleting || undefined}>
      <div className="admin-courses-video-text">
        <h3>{video.title}</h3>
        <p className="muted">{video.description.trim() || 'No description provided'}</p>
        <p className="admin-courses-video-facts">
          <span>Order: {video.order}</span>
          <span>Duration: {video.duration === undefined ? 'N/A' : formatClock(video.duration)}</span>
          <span>Created: {dateFormat.format(new Date(video.createdAt))}</span>
        </p>
        <VideoProcessingStatus courseId={courseId} video={video} />
      </div>
      <div className="admin-courses-actions">
        <button
          type="button"
          className="admin-courses-icon-button"
          title={t('adminVideos.moveUpTooltip')}
          aria-label={t('adminVideos.moveUp', { title: video.title })}
          data-move="up"
          disabled={!canMoveUp}
          onClick={() => onMove(video, -1)}
        >
          <MoveUpIcon />
        </button>
        <button
          type="button"
          className="admin-courses-icon-button"
          title={t('adminVideos.moveDownTooltip')}
          aria-label={t('adminVideos.moveDown', { title: video.title })}
          data-move="down"
          disabled={!canMoveDown}
          onClick={() => onMove(video, 1)}
        >
          <MoveDownIcon />
        </button>
        <button
          type="button"
          className="admin-courses-icon-button"
          title={t('adminNotes.openLectureTooltip')}
          aria-label={t('adminNotes.openLecture', { title: video.title })}
          onClick={() => onNotes(video)}
        >
          <NotesIcon />
        </button>
        <button
          type="button"
          className="admin-courses-icon-button"
          title="Edit"
          aria-label={`Edit ${video.title}`}
          onClick={() => onEdit(video)}
        >
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
          {deleting ? (
            <span className="spinner-circle admin-courses-button-spinner" aria-hidden="true" />
          ) : (
            <DeleteIcon />
          )}
        </button>
        {deleting && <span role="status" className="visually-hidden">{`Deleting ${video.title}...`}</span>}
      </div>
    </li>
  );
}
