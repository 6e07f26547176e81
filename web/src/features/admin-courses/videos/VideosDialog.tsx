import { useCallback, useState } from 'react';
import { Dialog } from '../../../components/Dialog';
import { LoadError } from '../../../components/LoadError';
import { Spinner } from '../../../components/Spinner';
import { useToast } from '../../../components/toast';
import { useData } from '../../../lib/use-data';
import type { Course, CourseVideo } from '../../../../../shared/types';
import { deleteCourseVideo, fetchAdminCourseVideos } from './api';
import { VideoItem } from './VideoItem';

interface VideosDialogProps {
  course: Course;
  onClose: () => void;
  onAddVideo: () => void;
  /** A video was deleted, so the course's video count changed. */
  onVideosChanged: () => void;
}

export function VideosDialog({ course, onClose, onAddVideo, onVideosChanged }: VideosDialogProps) {
  const toast = useToast();
  const loadVideos = useCallback((signal: AbortSignal) => fetchAdminCourseVideos(course._id, signal), [course._id]);
  const videos = useData(loadVideos);
  const [deletingId, setDeletingId] = useState<string>();
  const [deletedIds, setDeletedIds] = useState<ReadonlySet<string>>(new Set());

  async function deleteVideo(video: CourseVideo) {
    if (!window.confirm('Are you sure you want to delete this video? This action cannot be undone.')) return;
    setDeletingId(video._id);
    try {
      await deleteCourseVideo(course._id, video._id);
      setDeletedIds((current) => new Set(current).add(video._id));
      toast.success('Video deleted successfully!');
      onVideosChanged();
    } catch {
      toast.error('Failed to delete video');
    } finally {
      setDeletingId(undefined);
    }
  }

  return (
    <Dialog title={`Videos: ${course.title}`} onClose={onClose}>
      <div className="admin-courses-wide-dialog">
        {videos.status === 'loading' && <Spinner label="Loading videos..." />}
        {videos.status === 'error' && (
          <LoadError message="Failed to load course videos" onRetry={videos.retry} />
        )}
        {videos.status === 'success' && (
          <VideoList
            videos={videos.data.filter((video) => !deletedIds.has(video._id))}
            deletingId={deletingId}
            onDelete={deleteVideo}
            onAddVideo={onAddVideo}
          />
        )}
      </div>
    </Dialog>
  );
}

interface VideoListProps {
  videos: CourseVideo[];
  deletingId: string | undefined;
  onDelete: (video: CourseVideo) => void;
  onAddVideo: () => void;
}

function VideoList({ videos, deletingId, onDelete, onAddVideo }: VideoListProps) {
  if (videos.length === 0) {
    return (
      <div className="state-panel">
        <p>No videos in this course yet.</p>
        <button type="button" className="button button-primary" onClick={onAddVideo}>
          Add First Video
        </button>
      </div>
    );
  }
  return (
    <ul className="admin-courses-video-list">
      {videos.map((video) => (
        <VideoItem key={video._id} video={video} deleting={deletingId === video._id} onDelete={onDelete} />
      ))}
    </ul>
  );
}
