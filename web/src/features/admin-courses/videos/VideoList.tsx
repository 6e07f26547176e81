import { useEffect, useRef, useState } from 'react';
import { useT } from '../../../lib/i18n';
import type { CourseVideo } from '../../../../../shared/types';
import { useVideoOrder } from './use-video-order';
import { moveVideo } from './video-edit';
import { VideoItem } from './VideoItem';

interface VideoListProps {
  courseId: string;
  videos: CourseVideo[];
  deletingId: string | undefined;
  /** The list in its new order, shown at once and again as the server saved it. */
  onReordered: (videos: CourseVideo[]) => void;
  onReorderFailed: () => void;
  onEdit: (video: CourseVideo) => void;
  onDelete: (video: CourseVideo) => void;
  onNotes: (video: CourseVideo) => void;
  onAddVideo: () => void;
}

export function VideoList({
  courseId,
  videos,
  deletingId,
  onReordered,
  onReorderFailed,
  onEdit,
  onDelete,
  onNotes,
  onAddVideo,
}: VideoListProps) {
  const t = useT();
  const listRef = useRef<HTMLUListElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const [lastMove, setLastMove] = useState<{ id: string; step: -1 | 1 }>();
  const saveOrder = useVideoOrder(courseId, onReordered, onReorderFailed);

  // Focus stays on the moved video's button, or its other one when it reached the top or the bottom.
  useEffect(() => {
    if (!lastMove) return;
    const item = listRef.current?.querySelector(`[data-video-id="${lastMove.id}"]`);
    const same = item?.querySelector<HTMLButtonElement>(`[data-move="${lastMove.step < 0 ? 'up' : 'down'}"]`);
    const other = item?.querySelector<HTMLButtonElement>(`[data-move="${lastMove.step < 0 ? 'down' : 'up'}"]`);
    (same && !same.disabled ? same : other)?.focus();
  }, [lastMove]);

  function move(video: CourseVideo, step: -1 | 1) {
    const index = videos.findIndex((item) => item._id === video._id);
    const moved = moveVideo(videos, index, step).map((item, position) => ({ ...item, order: position + 1 }));
    onReordered(moved);
    setLastMove({ id: video._id, step });
    setAnnouncement(t('adminVideos.moved', { title: video.title, position: index + step + 1, count: videos.length }));
    void saveOrder(moved.map((item) => item._id));
  }

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
    <>
      <ul ref={listRef} className="admin-courses-video-list">
        {videos.map((video, index) => (
          <VideoItem
            courseId={courseId}
            key={video._id}
            video={video}
            deleting={deletingId === video._id}
            canMoveUp={index > 0}
            canMoveDown={index < videos.length - 1}
            onMove={move}
            onEdit={onEdit}
            onDelete={onDelete}
            onNotes={onNotes}
          />
        ))}
      </ul>
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
    </>
  );
}
