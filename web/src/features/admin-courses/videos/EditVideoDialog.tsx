import { useState, type FormEvent } from 'react';
import { Dialog } from '../../../components/Dialog';
import { ErrorBox } from '../../../components/ErrorBox';
import { TextAreaField } from '../../../components/TextAreaField';
import { TextField } from '../../../components/TextField';
import { useToast } from '../../../components/toast';
import { errorMessage } from '../../../lib/error-messages';
import type { FieldErrors } from '../../../lib/field-errors';
import { useT } from '../../../lib/i18n';
import { recheckShownErrors } from '../../../lib/shown-errors';
import type { CourseVideo } from '../../../../../shared/types';
import { updateCourseVideo } from './api';
import { draftFromVideo, parseVideoEdit, type VideoEditDraft, type VideoEditField } from './video-edit';

interface EditVideoDialogProps {
  courseId: string;
  video: CourseVideo;
  onClose: () => void;
  onSaved: (video: CourseVideo) => void;
}

export function EditVideoDialog({ courseId, video, onClose, onSaved }: EditVideoDialogProps) {
  const t = useT();
  const toast = useToast();
  const [draft, setDraft] = useState<VideoEditDraft>(() => draftFromVideo(video));
  const [invalid, setInvalid] = useState<FieldErrors<VideoEditField>>({});
  const [problem, setProblem] = useState<string>();
  const [saving, setSaving] = useState(false);

  function change(partial: Partial<VideoEditDraft>) {
    const next = { ...draft, ...partial };
    setDraft(next);
    const parsed = parseVideoEdit(next);
    setInvalid((shown) => recheckShownErrors(shown, parsed.ok ? {} : parsed.errors));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = parseVideoEdit(draft);
    if (!parsed.ok) {
      setInvalid(parsed.errors);
      return;
    }
    setInvalid({});
    setProblem(undefined);
    setSaving(true);
    try {
      const saved = await updateCourseVideo(courseId, video._id, parsed.edit);
      toast.success(t('adminVideos.updated'));
      onSaved(saved);
    } catch (error) {
      toast.error(t('adminVideos.updateFailed'));
      setProblem(errorMessage(error, '') || undefined);
      setSaving(false);
    }
  }

  return (
    <Dialog title={t('adminVideos.editTitle', { title: video.title })} onClose={onClose}>
      <form className="form" onSubmit={submit} noValidate>
        {problem && <ErrorBox>{problem}</ErrorBox>}
        <TextField
          label={t('adminVideos.titleLabel')}
          required
          value={draft.title}
          onChange={(title) => change({ title })}
          error={invalid.title}
        />
        <TextAreaField
          label={t('adminVideos.descriptionLabel')}
          rows={4}
          value={draft.description}
          onChange={(description) => change({ description })}
          error={invalid.description}
        />
        <div className="admin-courses-form-actions">
          <button type="button" className="button button-outline" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="button button-primary" disabled={saving}>
            {saving ? t('adminVideos.saving') : t('adminVideos.save')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
