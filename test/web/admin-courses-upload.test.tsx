import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminCourse } from '../../shared/admin-types';
import type { CourseVideo } from '../../shared/types';
import {
  discardInterruptedUpload,
  findInterruptedUpload,
  UploadCancelled,
  uploadCourseVideo,
  type UploadProgress,
  type VideoUploadOptions,
} from '../../web/src/lib/video-upload';
import {
  allCourses,
  callsTo,
  deferred,
  fakeVideo,
  gpscCourse,
  renderCoursesPage,
  stubAdminApi,
  talatiCourse,
  upscCourse,
} from './admin-courses-helpers';

vi.mock('../../web/src/lib/video-upload', () => ({
  UploadCancelled: class UploadCancelled extends Error {},
  uploadCourseVideo: vi.fn(),
  findInterruptedUpload: vi.fn(),
  discardInterruptedUpload: vi.fn(),
}));

/** Stands in for one upload: the test drives its progress and decides how it ends. */
function fakeUpload() {
  const outcome = deferred<CourseVideo>();
  const cancel = vi.fn(async () => outcome.reject(new UploadCancelled()));
  let options: VideoUploadOptions | undefined;
  vi.mocked(uploadCourseVideo).mockImplementation((given) => {
    options = given;
    return { done: outcome.promise, cancel };
  });
  return {
    outcome,
    cancel,
    get options() {
      if (!options) throw new Error('No upload was started');
      return options;
    },
    report(progress: Partial<UploadProgress>) {
      act(() =>
        options?.onProgress?.({
          phase: 'uploading',
          bytesSent: 0,
          totalBytes: 250_000_000,
          percent: 0,
          bytesPerSecond: 0,
          secondsLeft: undefined,
          retrying: false,
          ...progress,
        }),
      );
    },
  };
}

const lecture = () => new File(['fake video bytes'], 'lecture-1.mp4', { type: 'video/mp4', lastModified: 1 });

async function openUploadDialog() {
  renderCoursesPage();
  await userEvent.click(await screen.findByRole('button', { name: 'Add video to GPSC Class 1-2' }));
  return screen.getByRole('dialog', { name: 'Add Video: GPSC Class 1-2' });
}

async function fillForm(
  dialog: HTMLElement,
  { duration = '120', file = lecture() }: { duration?: string; file?: File } = {},
) {
  await userEvent.upload(within(dialog).getByLabelText('Video file'), file);
  await userEvent.type(within(dialog).getByLabelText('Title'), 'Lecture 1');
  await userEvent.type(within(dialog).getByLabelText('Description'), 'Constitution basics');
  if (duration) await userEvent.type(within(dialog).getByLabelText('Duration (seconds)'), duration);
  await userEvent.type(within(dialog).getByLabelText('Order'), '3');
}

describe('upload video dialog', () => {
  beforeEach(() => {
    vi.mocked(findInterruptedUpload).mockReturnValue(undefined);
    vi.mocked(discardInterruptedUpload).mockResolvedValue(undefined);
  });
  afterEach(() => vi.mocked(uploadCourseVideo).mockReset());

  it('shows the field hints and accepts only video formats', async () => {
    stubAdminApi();
    const dialog = await openUploadDialog();
    const fileInput = within(dialog).getByLabelText('Video file');
    expect(fileInput).toHaveAttribute(
      'accept',
      'video/mp4,video/webm,video/x-msvideo,video/avi,video/quicktime,.mp4,.webm,.avi,.mov',
    );
    expect(fileInput).toHaveAccessibleDescription('Maximum file size 500MB Supported formats: MP4, WebM, AVI, MOV');
  });

  it('rejects a file that is not a video and does not upload it', async () => {
    stubAdminApi();
    const dialog = await openUploadDialog();
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(
      within(dialog).getByLabelText('Video file'),
      new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' }),
    );
    expect(within(dialog).getByLabelText('Video file')).toHaveAccessibleDescription(
      /Only video files can be uploaded: MP4, WebM, AVI or MOV/,
    );
    expect(within(dialog).getByLabelText('Video file')).toHaveAttribute('aria-invalid', 'true');
    await user.type(within(dialog).getByLabelText('Title'), 'Notes');
    await user.click(within(dialog).getByRole('button', { name: 'Upload Video' }));
    expect(uploadCourseVideo).not.toHaveBeenCalled();
  });

  it('requires a file and a title, both shown at once next to their fields', async () => {
    stubAdminApi();
    const dialog = await openUploadDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload Video' }));
    const file = within(dialog).getByLabelText('Video file');
    expect(file).toHaveAccessibleDescription(/Choose a video file to upload/);
    expect(file).toHaveAttribute('aria-invalid', 'true');
    expect(file.parentElement).toHaveTextContent('Choose a video file to upload');
    const title = within(dialog).getByLabelText('Title');
    expect(title).toHaveAccessibleDescription('Title is required');
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title.nextElementSibling).toHaveTextContent('Title is required');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.upload(within(dialog).getByLabelText('Video file'), lecture());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload Video' }));
    expect(within(dialog).getByLabelText('Video file')).not.toHaveAttribute('aria-invalid');
    expect(within(dialog).getByLabelText('Title')).toHaveAccessibleDescription('Title is required');
    expect(uploadCourseVideo).not.toHaveBeenCalled();
  });

  it('shows bytes, percent, speed, time left and retrying while uploading, then toasts and refreshes the video count', async () => {
    const upload = fakeUpload();
    let courses: AdminCourse[] = allCourses;
    const fetchMock = stubAdminApi(undefined, () => courses);
    const dialog = await openUploadDialog();
    await fillForm(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload Video' }));

    expect(upload.options).toMatchObject({
      courseId: 'c1',
      title: 'Lecture 1',
      description: 'Constitution basics',
      duration: 120,
      order: 3,
    });
    expect(upload.options.file.name).toBe('lecture-1.mp4');

    upload.report({ bytesSent: 12_400_000, percent: 4.96, bytesPerSecond: 2_500_000, secondsLeft: 95 });
    expect(screen.getByTestId('upload-progress-text')).toHaveTextContent('12.4 MB of 250 MB');
    expect(screen.getByTestId('upload-percent')).toHaveTextContent('4%');
    expect(within(dialog).getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('aria-valuenow', '4');
    expect(dialog).toHaveTextContent('2.5 MB/s');
    expect(dialog).toHaveTextContent('1 min 35 s left');
    expect(within(dialog).queryByText('Retrying…')).not.toBeInTheDocument();

    upload.report({ bytesSent: 125_000_000, percent: 50, bytesPerSecond: 2_500_000, secondsLeft: 50, retrying: true });
    expect(screen.getByTestId('upload-progress-text')).toHaveTextContent('125 MB of 250 MB');
    expect(screen.getByTestId('upload-percent')).toHaveTextContent('50%');
    expect(within(dialog).getByText('Retrying…')).toBeInTheDocument();

    courses = [{ ...gpscCourse, videoCount: 13 }, upscCourse, talatiCourse];
    await act(async () => upload.outcome.resolve(fakeVideo()));
    expect(await screen.findByText('Video uploaded successfully!')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', '/api/admin/courses')).toHaveLength(2);
    const row = screen.getByRole('rowheader', { name: /GPSC Class 1-2/ }).closest('tr') as HTMLElement;
    expect(within(row).getAllByRole('cell')[2]).toHaveTextContent('13');
  });

  it("toasts 'Failed to upload video' and keeps the form when the upload fails", async () => {
    const upload = fakeUpload();
    stubAdminApi();
    const dialog = await openUploadDialog();
    await fillForm(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload Video' }));
    await act(async () => upload.outcome.reject(new Error('Network error while uploading a part')));

    expect(await screen.findByText('Failed to upload video', { selector: '.toast span' })).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add Video: GPSC Class 1-2' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Lecture 1');
    expect(within(dialog).getByRole('button', { name: 'Upload Video' })).toBeEnabled();
  });

  it('cancels through the upload module and says it was cancelled, keeping the dialog open', async () => {
    const upload = fakeUpload();
    stubAdminApi();
    const dialog = await openUploadDialog();
    await fillForm(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload Video' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel upload' }));

    expect(upload.cancel).toHaveBeenCalledOnce();
    expect(await within(dialog).findByText('Upload cancelled.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add Video: GPSC Class 1-2' })).toBeInTheDocument();
    expect(screen.queryByText('Failed to upload video')).not.toBeInTheDocument();
    expect(screen.queryByText('Video uploaded successfully!')).not.toBeInTheDocument();
  });

  it('asks before closing mid-upload, and cancels the upload when the admin agrees', async () => {
    const upload = fakeUpload();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    stubAdminApi();
    const dialog = await openUploadDialog();
    await fillForm(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload Video' }));

    await userEvent.keyboard('{Escape}');
    expect(confirm).toHaveBeenCalledWith('Cancel the upload in progress and close?');
    expect(screen.getByRole('dialog', { name: 'Add Video: GPSC Class 1-2' })).toBeInTheDocument();
    expect(upload.cancel).not.toHaveBeenCalled();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(upload.cancel).toHaveBeenCalledOnce();
  });

  describe('duration left empty', () => {
    beforeEach(() => {
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:lecture'), revokeObjectURL: vi.fn() });
    });
    afterEach(() => {
      Reflect.deleteProperty(URL, 'createObjectURL');
      Reflect.deleteProperty(URL, 'revokeObjectURL');
    });

    function mediaLoads(event: 'loadedmetadata' | 'error', duration = Number.NaN) {
      vi.spyOn(HTMLMediaElement.prototype, 'duration', 'get').mockReturnValue(duration);
      vi.spyOn(HTMLMediaElement.prototype, 'src', 'set').mockImplementation(function (this: HTMLMediaElement) {
        setTimeout(() => this.dispatchEvent(new Event(event)));
      });
    }

    it('is read from the file in the browser and sent in whole seconds', async () => {
      mediaLoads('loadedmetadata', 754.4);
      const upload = fakeUpload();
      stubAdminApi();
      const dialog = await openUploadDialog();
      await fillForm(dialog, { duration: '' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Upload Video' }));

      await vi.waitFor(() => expect(uploadCourseVideo).toHaveBeenCalled());
      expect(upload.options.duration).toBe(754);
      expect(URL.createObjectURL).toHaveBeenCalledWith(upload.options.file);
      expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:lecture');
    });

    it('is left out when the browser cannot read the file', async () => {
      mediaLoads('error');
      const upload = fakeUpload();
      stubAdminApi();
      const dialog = await openUploadDialog();
      await fillForm(dialog, { duration: '' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Upload Video' }));

      await vi.waitFor(() => expect(uploadCourseVideo).toHaveBeenCalled());
      expect(upload.options.duration).toBeUndefined();
      expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:lecture');
    });
  });

  it('tells about an interrupted upload and can discard it', async () => {
    vi.mocked(findInterruptedUpload).mockReturnValue({
      courseId: 'c1',
      fileName: 'lecture-1.mp4',
      size: 16,
      title: 'Lecture 1',
      startedAt: '2025-01-15T10:00:00.000Z',
    });
    stubAdminApi();
    const dialog = await openUploadDialog();
    expect(findInterruptedUpload).toHaveBeenCalledWith('c1');
    expect(dialog).toHaveTextContent('An upload of lecture-1.mp4 was interrupted. Choose the same file to resume it.');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Discard' }));
    expect(discardInterruptedUpload).toHaveBeenCalledWith('c1');
    expect(dialog).not.toHaveTextContent('was interrupted');
  });

  it('fills in the title of the interrupted upload when the same file is chosen again', async () => {
    vi.mocked(findInterruptedUpload).mockReturnValue({
      courseId: 'c1',
      fileName: 'lecture-1.mp4',
      size: lecture().size,
      title: 'Lecture 1',
      startedAt: '2025-01-15T10:00:00.000Z',
    });
    stubAdminApi();
    const dialog = await openUploadDialog();
    await userEvent.upload(within(dialog).getByLabelText('Video file'), lecture());
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Lecture 1');
  });
});
