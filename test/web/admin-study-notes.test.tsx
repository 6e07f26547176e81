import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { StudyNote } from '../../shared/types';
import { ToastProvider } from '../../web/src/components/toast';
import { NotesManager } from '../../web/src/features/admin-courses/notes/NotesManager';
import { jsonResponse, stubFetch } from './helpers';

const courseNote: StudyNote = {
  _id: 'n1',
  courseId: 'c1',
  title: 'Syllabus',
  size: 120_000,
  createdAt: '2025-01-01T00:00:00.000Z',
};
const lectureNote: StudyNote = {
  _id: 'n2',
  courseId: 'c1',
  videoId: 'v1',
  title: 'Polity handout',
  size: 2_500_000,
  createdAt: '2025-01-02T00:00:00.000Z',
};

function renderNotes(respond: (url: string, init?: RequestInit) => Response | undefined, videoId?: string) {
  const fetchMock = stubFetch(
    (url, init) => respond(url, init) ?? jsonResponse({ success: false, error: 'Not stubbed' }, 500),
  );
  localStorage.setItem('token', 'admin-token');
  render(
    <ToastProvider>
      <NotesManager courseId="c1" videoId={videoId} headingLevel={2} heading="Course Notes" />
    </ToastProvider>,
  );
  return fetchMock;
}

const pdfFile = () => new File(['%PDF-1.7 notes'], 'polity.pdf', { type: 'application/pdf' });

describe('admin study notes', () => {
  it("lists the course's own notes, not its lectures'; a lecture's list shows only that lecture's", async () => {
    renderNotes((url) =>
      url === '/api/courses/c1/notes' ? jsonResponse({ success: true, notes: [courseNote, lectureNote] }) : undefined,
    );
    const section = await screen.findByRole('region', { name: 'Course Notes' });
    const items = await within(section).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Syllabus PDF, 120 KB']);
  });

  it('shows a lecture its own notes and says when there are none', async () => {
    renderNotes(
      (url) =>
        url === '/api/courses/c1/notes' ? jsonResponse({ success: true, notes: [courseNote, lectureNote] }) : undefined,
      'v1',
    );
    expect(await screen.findByText('Polity handout')).toBeInTheDocument();
    expect(screen.queryByText('Syllabus')).not.toBeInTheDocument();
  });

  it('shows the empty state, and a failed load with Try Again', async () => {
    let fail = true;
    renderNotes((url) => {
      if (url !== '/api/courses/c1/notes') return undefined;
      if (fail) return jsonResponse({ success: false, error: 'Down' }, 500);
      return jsonResponse({ success: true, notes: [] });
    });
    expect(await screen.findByText('Failed to load notes')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('No notes yet.')).toBeInTheDocument();
  });

  it('uploads the PDF to the presigned URL, then saves the notes with both titles', async () => {
    const fetchMock = renderNotes((url, init) => {
      if (url === '/api/courses/c1/notes') return jsonResponse({ success: true, notes: [] });
      if (url === '/api/admin/courses/c1/notes/uploads')
        return jsonResponse({
          success: true,
          uploadUrl: 'https://storage.test/put',
          fileKey: 'uploads/notes/c1/01ARZ3NDEKTSV4RRFFQ69G5FAV.pdf',
        });
      if (url === 'https://storage.test/put') return new Response(null, { status: 200 });
      if (url === '/api/admin/courses/c1/notes' && init?.method === 'POST') {
        return jsonResponse(
          { success: true, note: { ...courseNote, _id: 'n9', title: 'Polity', titleGu: 'રાજ્યવ્યવસ્થા', size: 14 } },
          201,
        );
      }
      return undefined;
    }, undefined);
    await screen.findByText('No notes yet.');
    await userEvent.type(screen.getByLabelText('Title'), 'Polity');
    await userEvent.type(screen.getByLabelText('Gujarati title (optional)'), 'રાજ્યવ્યવસ્થા');
    await userEvent.upload(screen.getByLabelText('PDF file'), pdfFile());
    await userEvent.click(screen.getByRole('button', { name: 'Upload Notes' }));

    expect(await screen.findByText('Polity')).toBeInTheDocument();
    const calls = fetchMock.mock.calls.map(([url, init]) => ({
      url: String(url),
      method: init?.method ?? 'GET',
      body: init?.body,
      headers: init?.headers,
    }));
    const start = calls.find((call) => call.url === '/api/admin/courses/c1/notes/uploads')!;
    expect(JSON.parse(start.body as string)).toEqual({ contentType: 'application/pdf', size: 14 });
    const put = calls.find((call) => call.url === 'https://storage.test/put')!;
    expect(put.method).toBe('PUT');
    expect(put.headers).toEqual({ 'content-type': 'application/pdf' });
    const save = calls.find((call) => call.url === '/api/admin/courses/c1/notes' && call.method === 'POST')!;
    expect(JSON.parse(save.body as string)).toEqual({
      title: 'Polity',
      titleGu: 'રાજ્યવ્યવસ્થા',
      fileKey: 'uploads/notes/c1/01ARZ3NDEKTSV4RRFFQ69G5FAV.pdf',
    });
  });

  it('refuses a file that is not a PDF before sending anything', async () => {
    const fetchMock = renderNotes((url) =>
      url === '/api/courses/c1/notes' ? jsonResponse({ success: true, notes: [] }) : undefined,
    );
    await screen.findByText('No notes yet.');
    await userEvent.upload(
      screen.getByLabelText('PDF file'),
      new File(['hello'], 'notes.docx', { type: 'application/msword' }),
      { applyAccept: false },
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Notes must be a PDF file');
    await userEvent.type(screen.getByLabelText('Title'), 'Polity');
    await userEvent.click(screen.getByRole('button', { name: 'Upload Notes' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a PDF file');
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/api/courses/c1/notes']);
  });

  it('shows the server refusing a file that is not really a PDF', async () => {
    renderNotes((url, init) => {
      if (url === '/api/courses/c1/notes') return jsonResponse({ success: true, notes: [] });
      if (url === '/api/admin/courses/c1/notes/uploads')
        return jsonResponse({
          success: true,
          uploadUrl: 'https://storage.test/put',
          fileKey: 'uploads/notes/c1/01ARZ3NDEKTSV4RRFFQ69G5FAV.pdf',
        });
      if (url === 'https://storage.test/put') return new Response(null, { status: 200 });
      if (init?.method === 'POST')
        return jsonResponse(
          {
            success: false,
            code: 'note_not_pdf',
            error: 'The file is not a PDF; choose a PDF file and upload it again',
          },
          400,
        );
      return undefined;
    });
    await screen.findByText('No notes yet.');
    await userEvent.type(screen.getByLabelText('Title'), 'Fake');
    await userEvent.upload(screen.getByLabelText('PDF file'), pdfFile());
    await userEvent.click(screen.getByRole('button', { name: 'Upload Notes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The file is not a PDF; choose a PDF file and upload it again',
    );
    expect(screen.getByRole('button', { name: 'Upload Notes' })).toBeEnabled();
  });

  it('deletes notes after a confirmation', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const fetchMock = renderNotes((url, init) => {
      if (url === '/api/courses/c1/notes') return jsonResponse({ success: true, notes: [courseNote] });
      if (init?.method === 'DELETE' && url === '/api/admin/courses/c1/notes/n1') return jsonResponse({ success: true });
      return undefined;
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Syllabus' }));
    expect(await screen.findByText('No notes yet.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/admin/courses/c1/notes/n1',
      expect.objectContaining({ method: 'DELETE' }),
    );
  });
});
