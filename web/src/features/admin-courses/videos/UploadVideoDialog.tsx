import { useId, useState, type FormEvent } from 'react';
import { Dialog } from '../../../components/Dialog';
import { ErrorBox } from '../../../components/ErrorBox';
import { errorAttributes, FieldError } from '../../../components/FieldError';
import { TextAreaField } from '../../../components/TextAreaField';
import { TextField } from '../../../components/TextField';
import type { FieldErrors } from '../../../lib/field-errors';
import { useToast } from '../../../components/toast';
import { discardInterruptedUpload, findInterruptedUpload } from '../../../lib/video-upload';
import type { Course } from '../../../../../shared/types';
import { InterruptedUploadNotice } from './InterruptedUploadNotice';
import { checkUploadDraft, EMPTY_UPLOAD_DRAFT, NOT_A_VIDEO, type UploadDraft, type UploadField } from './upload-draft';
import { formatBytes } from './upload-format';
import { UploadProgressView } from './UploadProgressView';
import { useVideoUpload } from './use-video-upload';
import { isVideoFile, readVideoDuration, VIDEO_FILE_ACCEPT } from './video-file';

interface UploadVideoDialogProps {
  course: Course;
  onClose: () => void;
  onUploaded: () => void;
}

export function UploadVideoDialog({ course, onClose, onUploaded }: UploadVideoDialogProps) {
  const toast = useToast();
  const { state: uploadState, start: startUpload, cancel: cancelUpload } = useVideoUpload();
  const [draft, setDraft] = useState<UploadDraft>(EMPTY_UPLOAD_DRAFT);
  const [invalid, setInvalid] = useState<FieldErrors<UploadField>>({});
  const [readingDuration, setReadingDuration] = useState(false);
  const [interrupted, setInterrupted] = useState(() => findInterruptedUpload(course._id));
  const uploading = uploadState.status === 'uploading';
  const busy = readingDuration || uploading;
  const fileId = useId();
  const sizeHintId = useId();
  const formatHintId = useId();
  const fileErrorId = useId();

  const change = (fields: Partial<UploadDraft>) => setDraft((current) => ({ ...current, ...fields }));

  function chooseFile(file: File | undefined) {
    setInvalid((current) => ({ ...current, file: file && !isVideoFile(file) ? NOT_A_VIDEO : undefined }));
    const resumesInterrupted =
      file && interrupted && file.name === interrupted.fileName && file.size === interrupted.size;
    setDraft((current) => ({
      ...current,
      file,
      title: current.title || (resumesInterrupted ? interrupted.title : ''),
    }));
  }

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = checkUploadDraft(draft);
    if (!checked.ok) {
      setInvalid(checked.errors);
      return;
    }
    setInvalid({});
    let { duration } = checked.upload;
    if (duration === undefined) {
      setReadingDuration(true);
      duration = await readVideoDuration(checked.upload.file);
      setReadingDuration(false);
    }
    setInterrupted(undefined);
    const outcome = await startUpload({ courseId: course._id, ...checked.upload, duration });
    if (outcome === 'uploaded') {
      toast.success('Video uploaded successfully!');
      onUploaded();
    } else if (outcome === 'failed') {
      toast.error('Failed to upload video');
    }
  }

  async function discardInterrupted() {
    await discardInterruptedUpload(course._id);
    setInterrupted(undefined);
  }

  // Closing mid-upload cancels it (see useVideoUpload), so ask first.
  function requestClose() {
    if (busy && !window.confirm('Cancel the upload in progress and close?')) return;
    onClose();
  }

  const error = uploadState.status === 'failed' ? uploadState.reason : undefined;

  return (
    <Dialog title={`Add Video: ${course.title}`} onClose={requestClose}>
      <form className="form" onSubmit={send} noValidate>
        {interrupted && !busy && <InterruptedUploadNotice upload={interrupted} onDiscard={discardInterrupted} />}
        {error && <ErrorBox>{error}</ErrorBox>}
        <fieldset className="admin-courses-plain-fieldset" disabled={busy}>
          <div className="field">
            <label htmlFor={fileId}>Video file</label>
            <input
              id={fileId}
              type="file"
              accept={VIDEO_FILE_ACCEPT}
              required
              {...errorAttributes(fileErrorId, invalid.file, `${sizeHintId} ${formatHintId}`)}
              onChange={(event) => chooseFile(event.target.files?.[0])}
            />
            <p id={sizeHintId} className="admin-courses-hint">
              Maximum file size 500MB
            </p>
            <p id={formatHintId} className="admin-courses-hint">
              Supported formats: MP4, WebM, AVI, MOV
            </p>
            {draft.file && (
              <p className="admin-courses-hint">{`${draft.file.name} (${formatBytes(draft.file.size)})`}</p>
            )}
            <FieldError id={fileErrorId} message={invalid.file} />
          </div>
          <TextField
            label="Title"
            required
            value={draft.title}
            onChange={(title) => change({ title })}
            error={invalid.title}
          />
          <TextAreaField
            label="Description"
            rows={3}
            value={draft.description}
            onChange={(description) => change({ description })}
            error={invalid.description}
          />
          <TextField
            label="Duration (seconds)"
            type="number"
            inputMode="numeric"
            min={0}
            placeholder="Read from the file if left empty"
            value={draft.duration}
            onChange={(duration) => change({ duration })}
            error={invalid.duration}
          />
          <TextField
            label="Order"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            value={draft.order}
            onChange={(order) => change({ order })}
            error={invalid.order}
          />
        </fieldset>
        {readingDuration && <p role="status">Reading the video length...</p>}
        {uploadState.status === 'uploading' && <UploadProgressView progress={uploadState.progress} />}
        {uploadState.status === 'cancelled' && <p role="status">Upload cancelled.</p>}
        <div className="admin-courses-form-actions">
          {uploading ? (
            <button
              type="button"
              className="button button-outline"
              disabled={uploadState.cancelling}
              onClick={cancelUpload}
            >
              {uploadState.cancelling ? 'Cancelling...' : 'Cancel upload'}
            </button>
          ) : (
            <>
              <button type="button" className="button button-outline" disabled={busy} onClick={onClose}>
                Cancel
              </button>
              <button type="submit" className="button button-primary" disabled={busy}>
                Upload Video
              </button>
            </>
          )}
        </div>
      </form>
    </Dialog>
  );
}
