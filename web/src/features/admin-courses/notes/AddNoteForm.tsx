import { useId, useRef, useState, type FormEvent } from 'react';
import { ErrorBox } from '../../../components/ErrorBox';
import { TextField } from '../../../components/TextField';
import { useToast } from '../../../components/toast';
import { errorMessage } from '../../../lib/error-messages';
import { useT } from '../../../lib/i18n';
import type { StudyNote } from '../../../lib/study-notes';
import { createNote, uploadNotePdf } from './api';
import { EMPTY_NOTE_FORM, fileProblem, parseNoteForm, type NoteForm } from './note-form';

type Stage = 'editing' | 'uploading' | 'saving';

interface AddNoteFormProps {
  courseId: string;
  videoId?: string;
  onAdded: (note: StudyNote) => void;
}

/** Title, optional Gujarati title and a PDF: the PDF goes straight to storage, then the notes are saved. */
export function AddNoteForm({ courseId, videoId, onAdded }: AddNoteFormProps) {
  const t = useT();
  const toast = useToast();
  const fileId = useId();
  const hintId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [form, setForm] = useState<NoteForm>(EMPTY_NOTE_FORM);
  const [problem, setProblem] = useState<string>();
  const [stage, setStage] = useState<Stage>('editing');

  function chooseFile(file: File | null) {
    const rejected = file ? fileProblem(file) : undefined;
    if (rejected && fileInput.current) fileInput.current.value = '';
    setForm((current) => ({ ...current, file: rejected ? null : file }));
    setProblem(rejected ? t(rejected) : undefined);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = parseNoteForm(form, videoId);
    if (!parsed.ok) {
      setProblem('messageId' in parsed ? t(parsed.messageId) : parsed.message);
      return;
    }
    setProblem(undefined);
    try {
      setStage('uploading');
      const fileKey = await uploadNotePdf(courseId, parsed.file);
      setStage('saving');
      const note = await createNote(courseId, fileKey, parsed.details);
      toast.success(t('adminNotes.added'));
      setForm(EMPTY_NOTE_FORM);
      if (fileInput.current) fileInput.current.value = '';
      onAdded(note);
    } catch (error) {
      setProblem(errorMessage(error, t('adminNotes.addFailed')));
    } finally {
      setStage('editing');
    }
  }

  return (
    // Checked against the shared schemas on submit, so the browser's own checks are off.
    <form className="form admin-notes-form" noValidate onSubmit={(event) => void submit(event)}>
      <fieldset>
        <legend>{t('adminNotes.addLegend')}</legend>
        <TextField
          label={t('adminNotes.titleLabel')}
          required
          value={form.title}
          onChange={(title) => setForm((current) => ({ ...current, title }))}
        />
        <TextField
          label={t('adminNotes.titleGuLabel')}
          lang="gu"
          value={form.titleGu}
          onChange={(titleGu) => setForm((current) => ({ ...current, titleGu }))}
        />
        <div className="field">
          <label htmlFor={fileId}>{t('adminNotes.fileLabel')}</label>
          <input
            ref={fileInput}
            id={fileId}
            type="file"
            accept="application/pdf,.pdf"
            aria-describedby={hintId}
            required
            onChange={(event) => chooseFile(event.target.files?.[0] ?? null)}
          />
          <p id={hintId} className="field-hint">
            {t('adminNotes.fileHint')}
          </p>
        </div>
        {problem && <ErrorBox>{problem}</ErrorBox>}
        <div className="admin-notes-actions">
          <p role="status" className="admin-notes-stage">
            {stage === 'uploading' ? t('adminNotes.uploading') : stage === 'saving' ? t('adminNotes.saving') : ''}
          </p>
          <button type="submit" className="button button-primary" disabled={stage !== 'editing'}>
            {t('adminNotes.upload')}
          </button>
        </div>
      </fieldset>
    </form>
  );
}
