import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { StudyNote } from '../../shared/types';
import { LectureNotes } from '../../web/src/features/course-video/components/LectureNotes';
import { activateLanguage, browserI18n } from '../../web/src/lib/i18n';
import { fakeCourse, jsonResponse, profileResponder, stubFetch } from './helpers';
import { renderCoursePage } from './course-page-helpers';

const course = fakeCourse();
const syllabus: StudyNote = {
  _id: 'n1',
  courseId: 'c1',
  title: 'Syllabus',
  titleGu: 'અભ્યાસક્રમ',
  size: 120_000,
  createdAt: '2025-01-01T00:00:00.000Z',
};
const yearPlan: StudyNote = {
  _id: 'n2',
  courseId: 'c1',
  title: 'Year plan',
  size: 2_500_000,
  createdAt: '2025-01-02T00:00:00.000Z',
};
const lectureNote: StudyNote = {
  _id: 'n3',
  courseId: 'c1',
  videoId: 'v1',
  title: 'Polity handout',
  size: 40_000,
  createdAt: '2025-01-03T00:00:00.000Z',
};
const LINK = 'https://storage.test/notes.pdf?X-Amz-Signature=abc';

const polity = {
  _id: 'v1',
  title: 'Indian Polity: the Constitution',
  description: '',
  order: 1,
  createdAt: '2025-01-01',
};

function renderCourse(notes: () => Response, enrolled = true, videos: unknown[] = []) {
  const profile = profileResponder('student');
  const fetchMock = stubFetch((url) => {
    if (url === '/api/courses/c1') return jsonResponse({ success: true, course });
    if (url === '/api/payments/enrollments') {
      return jsonResponse({
        success: true,
        enrollments: enrolled
          ? [{ course: { _id: 'c1', title: course.title, description: '' }, enrolledAt: '2025-02-01' }]
          : [],
      });
    }
    if (url === '/api/payments/mine') return jsonResponse({ success: true, payments: [] });
    if (url === '/api/courses/c1/videos') return jsonResponse({ success: true, course, videos });
    if (url === '/api/progress' || url === '/api/courses/c1/progress')
      return jsonResponse({ success: true, progress: [] });
    if (url === '/api/courses/c1/notes') return notes();
    if (url.startsWith('/api/courses/c1/notes/'))
      return jsonResponse({
        success: true,
        url: LINK,
        fileName: 'Syllabus.pdf',
        expiresAt: '2030-01-01T00:00:00.000Z',
      });
    return profile(url);
  });
  renderCoursePage();
  return fetchMock;
}

const panel = () => screen.getByRole('complementary', { name: 'Enrollment' });
/** The panel is drawn again once the session is known, so it is looked up afresh on each try. */
const findInPanel = (role: string, options: { name: string | RegExp }) =>
  waitFor(() => within(panel()).getByRole(role, options));
const notesReply =
  (...notes: StudyNote[]) =>
  () =>
    jsonResponse({ success: true, notes });

describe("the course page's notes", () => {
  it('downloads the one course PDF from the Download button through a signed link', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const fetchMock = renderCourse(notesReply(syllabus));
    const download = await findInPanel('button', { name: 'Download the notes: Syllabus' });
    await userEvent.click(download);
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect((click.mock.contexts[0] as HTMLAnchorElement).href).toBe(LINK);
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/courses/c1/notes/n1/download');

    // The list's code loads lazily, maybe after the download started.
    const section = await screen.findByRole('region', { name: 'Study Notes' });
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Syllabus PDF, 120 KB↓ Download']);
  });

  it('with several notes, the Download button takes the reader to the list', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    Element.prototype.scrollIntoView = vi.fn();
    renderCourse(notesReply(syllabus, yearPlan));
    const show = await findInPanel('button', { name: 'Show the 2 study notes of this course' });
    await userEvent.click(show);
    expect(screen.getByRole('heading', { name: 'Study Notes' })).toHaveFocus();
    expect(click).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Download Year plan' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
  });

  it("lists the lectures' notes too, each under its lecture's title, and counts them for Download", async () => {
    Element.prototype.scrollIntoView = vi.fn();
    renderCourse(notesReply(syllabus, lectureNote), true, [polity]);
    const show = await findInPanel('button', { name: 'Show the 2 study notes of this course' });
    await userEvent.click(show);
    const section = screen.getByRole('region', { name: 'Study Notes' });
    const lecture = await within(section).findByRole('region', { name: 'Indian Polity: the Constitution' });
    expect(within(lecture).getByRole('heading', { level: 3 })).toHaveTextContent('Indian Polity: the Constitution');
    expect(within(lecture).getByRole('button', { name: 'Download Polity handout' })).toBeEnabled();
    expect(within(section).getByRole('button', { name: 'Download Syllabus' })).toBeEnabled();
    expect(section).not.toHaveTextContent('This course has no study notes yet.');
  });

  it('downloads a lecture note from the panel when it is the only note of the course', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const fetchMock = renderCourse(notesReply(lectureNote), true, [polity]);
    const download = await findInPanel('button', { name: 'Download the notes: Polity handout' });
    expect(download).toBeEnabled();
    await userEvent.click(download);
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/courses/c1/notes/n3/download');
    expect(screen.queryByText('This course has no study notes yet.')).not.toBeInTheDocument();
  });

  it('with no notes, Download is disabled and says why; the list says so too', async () => {
    renderCourse(notesReply());
    const download = await findInPanel('button', { name: /Download/ });
    await waitFor(() => expect(download).toHaveAccessibleDescription('No notes to download yet'));
    expect(download).toBeDisabled();
    expect(await screen.findByText('This course has no study notes yet.')).toBeInTheDocument();
  });

  it('shows a failed load with Try Again, and no Download to a student not enrolled', async () => {
    let fail = true;
    renderCourse(() =>
      fail ? jsonResponse({ success: false, error: 'Down' }, 500) : jsonResponse({ success: true, notes: [yearPlan] }),
    );
    expect(await screen.findByText('Failed to load notes')).toBeInTheDocument();
    expect(within(panel()).queryByRole('button', { name: /Download/ })).not.toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await within(panel()).findByRole('button', { name: 'Download the notes: Year plan' })).toBeEnabled();
  });

  it('asks nothing about notes for a student not enrolled', async () => {
    const fetchMock = renderCourse(notesReply(syllabus), false);
    expect(await screen.findByText('Enroll to access course videos')).toBeInTheDocument();
    expect(within(panel()).queryByRole('button', { name: /Download/ })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => url)).not.toContain('/api/courses/c1/notes');
  });
});

describe("the lecture page's notes", () => {
  it("lists only this lecture's notes, with the Gujarati title to a Gujarati reader", async () => {
    await activateLanguage(browserI18n, 'gu');
    localStorage.setItem('token', 'student-token');
    stubFetch(() =>
      jsonResponse({ success: true, notes: [syllabus, { ...lectureNote, titleGu: 'રાજ્યવ્યવસ્થા હેન્ડઆઉટ' }] }),
    );
    render(<LectureNotes courseId="c1" videoId="v1" />);
    const section = await screen.findByRole('region', { name: 'લેક્ચરની નોટ્સ' });
    expect(await within(section).findByRole('button', { name: 'રાજ્યવ્યવસ્થા હેન્ડઆઉટ ડાઉનલોડ કરો' })).toBeInTheDocument();
    expect(within(section).queryByText('અભ્યાસક્રમ')).not.toBeInTheDocument();
  });

  it('says when the lecture has no notes', async () => {
    localStorage.setItem('token', 'student-token');
    stubFetch(() => jsonResponse({ success: true, notes: [syllabus] }));
    render(<LectureNotes courseId="c1" videoId="v1" />);
    expect(await screen.findByText('This lecture has no notes yet.')).toBeInTheDocument();
  });
});
