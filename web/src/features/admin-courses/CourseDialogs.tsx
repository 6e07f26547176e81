import type { Course } from '../../../../shared/types';
import { EditCourseDialog } from './EditCourseDialog';
import { UploadVideoDialog } from './videos/UploadVideoDialog';
import { VideosDialog } from './videos/VideosDialog';

export type OpenDialog =
  | { kind: 'videos'; course: Course }
  | { kind: 'edit'; course: Course }
  /** `fromVideos`: opened by 'Add First Video', so closing goes back to the video list. */
  | { kind: 'upload'; course: Course; fromVideos?: boolean };

interface CourseDialogsProps {
  dialog: OpenDialog;
  onChangeDialog: (dialog: OpenDialog | undefined) => void;
  /** Something that shows in the course table changed (a course's fields or its video count). */
  onCoursesChanged: () => void;
}

export function CourseDialogs({ dialog, onChangeDialog, onCoursesChanged }: CourseDialogsProps) {
  const { course } = dialog;
  const close = () => onChangeDialog(undefined);

  switch (dialog.kind) {
    case 'videos':
      return (
        <VideosDialog
          course={course}
          onClose={close}
          onAddVideo={() => onChangeDialog({ kind: 'upload', course, fromVideos: true })}
          onVideosChanged={onCoursesChanged}
        />
      );
    case 'edit':
      return (
        <EditCourseDialog
          course={course}
          onClose={close}
          onSaved={() => {
            close();
            onCoursesChanged();
          }}
        />
      );
    case 'upload': {
      const leave = () => onChangeDialog(dialog.fromVideos ? { kind: 'videos', course } : undefined);
      return (
        <UploadVideoDialog
          course={course}
          onClose={leave}
          onUploaded={() => {
            leave();
            onCoursesChanged();
          }}
        />
      );
    }
  }
}
