import { useCallback, useState } from 'react';
import { Dialog } from '../../../components/Dialog';
import { LoadError } from '../../../components/LoadError';
import { Spinner } from '../../../components/Spinner';
import { useToast } from '../../../components/toast';
import { useT } from '../../../lib/i18n';
import { useData } from '../../../lib/use-data';
import type { Course, CourseVideo } from '../../../../../shared/types';
import { deleteCourseVideo, fetchAdminCourseVideos } from './api';
import { LectureNotesDialog } from '../notes/LectureNotesDialog';
import { NotesManager } from '../notes/NotesManager';
import { EditVideoDialog } from './EditVideoDialog';
import { VideoList } from './VideoList';

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
  const [editing, setEditing] = useState<CourseVideo>();
  const [notesOf, setNotesOf] = useState<CourseVideo>();
  const t = useT();

  async function deleteVideo(video: CourseVideo) {
    if (!window.confirm('Are you sure you want to delete this video? This action cannot be undone.')) return;
    setDeletingId(video._id);
    try {
      await deleteCourseVideo(course._id, video._id);
      videos.update((list) => list.filter((item) => item._id !== video._id));
      toast.success('Video deleted successfully!');
      onVideosChanged();
    } catch {
      toast.error('Failed to delete video');
    } finally {
      setDeletingId(undefined);
    }
  }

  return (
    <>
      <Dialog title={`Videos: ${course.title}`} onClose={onClose}>
        <div className="admin-courses-wide-dialog">
          {videos.status === 'loading' && <Spinner label="Loading videos..." />}
          {videos.status === 'error' && <LoadError message="Failed to load course videos" onRetry={videos.retry} />}
          {videos.status === 'success' && (
            <VideoList
              courseId={course._id}
              videos={videos.data}
              deletingId={deletingId}
              onReordered={(list) => videos.update(() => list)}
              onReorderFailed={videos.refresh}
              onEdit={setEditing}
              onDelete={deleteVideo}
              onNotes={setNotesOf}
              onAddVideo={onAddVideo}
            />
          )}
          <NotesManager courseId={course._id} headingLevel={2} heading={t('adminNotes.courseHeading')} />
        </div>
      </Dialog>
      {notesOf && <LectureNotesDialog courseId={course._id} video={notesOf} onClose={() => setNotesOf(undefined)} />}
      {editing && (
        <EditVideoDialog
          courseId={course._id}
          video={editing}
          onClose={() => setEditing(undefined)}
          onSaved={(saved) => {
            videos.update((list) => list.map((item) => (item._id === saved._id ? saved : item)));
            setEditing(undefined);
          }}
        />
      )}
    </>
  );
}
