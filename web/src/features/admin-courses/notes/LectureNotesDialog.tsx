import { Dialog } from '../../../components/Dialog';
import { useT } from '../../../lib/i18n';
import type { CourseVideo } from '../../../../../shared/types';
import { NotesManager } from './NotesManager';

/** A lecture's notes, opened from its row in the course's video list. */
export function LectureNotesDialog({
  courseId,
  video,
  onClose,
}: {
  courseId: string;
  video: CourseVideo;
  onClose: () => void;
}) {
  const t = useT();
  const title = t('adminNotes.lectureTitle', { title: video.title });
  return (
    <Dialog title={title} onClose={onClose}>
      <NotesManager courseId={courseId} videoId={video._id} headingLevel={3} heading={title} />
    </Dialog>
  );
}
