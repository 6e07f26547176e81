import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  XLSX_CONTENT_TYPE,
  type AdminQuestion,
  type AdminTest,
  type AnswerKeyRevision,
  type QuestionInput,
} from '../../shared/mock-tests';
import {
  callsOf,
  fakeQuestion,
  fakeTest,
  renderTestEditor,
  sentBody,
  stubApi,
  type Respond,
} from './admin-tests-helpers';
import { jsonResponse, requestHeaders } from './helpers';

const TEST_URL = '/api/admin/tests/t1';

const q1 = fakeQuestion();
const q2 = fakeQuestion({
  _id: 'q2',
  textEn: 'Who wrote the Constitution of India?',
  textGu: undefined,
  optionsEn: ['B. R. Ambedkar', 'Nehru', 'Patel'],
  optionsGu: [],
  correctOption: null,
  explanationEn: undefined,
  topic: undefined,
});
const q3 = fakeQuestion({
  _id: 'q3',
  sectionId: 's2',
  textEn: 'Find the next number: 2, 4, 8, ?',
  textGu: undefined,
  optionsEn: ['10', '12', '16', '18'],
  optionsGu: [],
  correctOption: 2,
  topic: 'Series',
});

function editorTest(overrides: Partial<AdminTest> = {}): AdminTest {
  return fakeTest({
    sections: [
      { _id: 's1', title: 'General Studies', titleGu: 'સામાન્ય અભ્યાસ', questionIds: ['q1', 'q2'] },
      { _id: 's2', title: 'Reasoning', questionIds: ['q3'] },
    ],
    questionCount: 3,
    ...overrides,
  });
}

function editorReply(
  test = editorTest(),
  questions: AdminQuestion[] = [q1, q2, q3],
  answerKeyRevisions: AnswerKeyRevision[] = [],
): Respond {
  return () => jsonResponse({ success: true, test, questions, answerKeyRevisions });
}

function openEditor(routes: Record<string, Respond> = {}) {
  const fetchMock = stubApi({ [`GET ${TEST_URL}`]: editorReply(), ...routes });
  renderTestEditor();
  return fetchMock;
}

const section = (name: string) => within(screen.getByRole('region', { name: new RegExp(`^${name}`) }));
const questionDialog = () => within(screen.getByRole('dialog'));

describe('the test editor', () => {
  it('shows the test, its sections and their questions numbered through the test', async () => {
    const fetchMock = openEditor();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the test...');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mock Test 1' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Tests/ })).toHaveAttribute('href', '/admin/test-series/ts1');
    expect(screen.getByText('Draft')).toBeInTheDocument();
    expect(screen.getByText('3 questions')).toBeInTheDocument();
    expect(screen.getByText('+2 right, −0.66 wrong, 0 blank')).toBeInTheDocument();

    const general = section('General Studies');
    expect(general.getByText('Q1')).toBeInTheDocument();
    expect(general.getByText('Which river flows through Ahmedabad?')).toBeInTheDocument();
    expect(general.getByText('Answer A')).toBeInTheDocument();
    expect(general.getByText('No correct option')).toBeInTheDocument();
    expect(section('Reasoning').getByText('Q3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move question 1 up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move question 3 down' })).toBeDisabled();
    expect(screen.queryByRole('heading', { name: 'Answer Key Changes' })).toBeNull();
    expect(requestHeaders(fetchMock.mock.calls[0]?.[1]).Authorization).toBe('Bearer admin-token');
  });

  it("shows 'Test not found' for a test that does not exist, and Try Again for other failures", async () => {
    let failing = true;
    stubApi({
      [`GET ${TEST_URL}`]: () =>
        failing ? jsonResponse({ success: false, error: 'Boom' }, 500) : editorReply()(undefined),
      'GET /api/admin/tests/gone': () => jsonResponse({ success: false, error: 'Test not found' }, 404),
    });
    renderTestEditor();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the test');
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Mock Test 1' })).toBeInTheDocument();
  });

  it("says 'Test not found' for an id nobody has", async () => {
    stubApi({ 'GET /api/admin/tests/gone': () => jsonResponse({ success: false, error: 'Test not found' }, 404) });
    renderTestEditor('gone');
    expect(await screen.findByRole('heading', { name: 'Test not found' })).toBeInTheDocument();
  });

  it('lists the answer key changes of a published test: when, who, which question, from and to', async () => {
    const revision: AnswerKeyRevision = {
      questionId: 'q3',
      from: 1,
      to: 2,
      by: 'admin-7',
      at: '2026-11-02T09:00:00.000Z',
    };
    openEditor({ [`GET ${TEST_URL}`]: editorReply(editorTest({ published: true }), [q1, q2, q3], [revision]) });
    const log = within(await screen.findByRole('region', { name: 'Answer Key Changes' }));
    const row = log.getAllByRole('row')[1]!;
    expect([...row.querySelectorAll('th, td')].map((cell) => cell.textContent)).toEqual([
      '2 Nov 2026, 2:30 pm',
      'admin-7',
      'Q3: Find the next number: 2, 4, 8, ?',
      'B → C',
    ]);
  });
});

describe('adding and editing questions', () => {
  it('adds a question with its options and the correct one chosen by radio', async () => {
    const user = userEvent.setup();
    const added = fakeQuestion({
      _id: 'q4',
      sectionId: 's2',
      textEn: 'Odd one out?',
      textGu: undefined,
      optionsEn: ['Cat', 'Dog', 'Car'],
      optionsGu: [],
      correctOption: 2,
    });
    const fetchMock = openEditor({
      [`POST ${TEST_URL}/questions`]: () =>
        jsonResponse(
          {
            success: true,
            question: added,
            test: editorTest({
              sections: [editorTest().sections[0]!, { _id: 's2', title: 'Reasoning', questionIds: ['q3', 'q4'] }],
              questionCount: 4,
            }),
          },
          201,
        ),
    });
    await user.click(await screen.findByRole('button', { name: 'Add a question to Reasoning' }));
    const dialog = questionDialog();
    expect(dialog.getByLabelText('Section')).toHaveValue('s2');
    await user.type(dialog.getByLabelText('Question (English)'), 'Odd one out?');
    await user.type(dialog.getByLabelText('Option A (English)'), 'Cat');
    await user.type(dialog.getByLabelText('Option B (English)'), 'Dog');
    await user.type(dialog.getByLabelText('Option C (English)'), 'Car');
    await user.click(dialog.getByRole('button', { name: 'Remove option D' }));
    await user.click(dialog.getByLabelText('Option C is correct'));
    await user.type(dialog.getByLabelText('Explanation (English)'), 'The others are animals.');
    await user.type(dialog.getByLabelText('Topic (optional)'), 'Classification');
    await user.click(dialog.getByRole('button', { name: 'Add Question' }));

    expect(await screen.findByText('Question added')).toBeInTheDocument();
    const body = sentBody(callsOf(fetchMock, 'POST', `${TEST_URL}/questions`)[0]?.[1]) as QuestionInput;
    expect(body).toEqual({
      sectionId: 's2',
      textEn: 'Odd one out?',
      optionsEn: ['Cat', 'Dog', 'Car'],
      optionsGu: [],
      correctOption: 2,
      explanationEn: 'The others are animals.',
      topic: 'Classification',
      imageKey: null,
    });
    expect(section('Reasoning').getByText('Q4')).toBeInTheDocument();
    expect(screen.getByText('4 questions')).toBeInTheDocument();
  });

  it('shows each problem beside its field and sends nothing', async () => {
    const user = userEvent.setup();
    const fetchMock = openEditor();
    await user.click(await screen.findByRole('button', { name: 'Add Question' }));
    const dialog = questionDialog();
    await user.click(dialog.getByRole('button', { name: 'Add Question' }));
    expect(dialog.getByLabelText('Question (English)')).toHaveAccessibleDescription(
      'Write the question in English or Gujarati',
    );

    await user.type(dialog.getByLabelText('Question (English)'), 'Capital of Gujarat?');
    await user.type(dialog.getByLabelText('Option A (English)'), 'Gandhinagar');
    await user.type(dialog.getByLabelText('Option B (English)'), 'Surat');
    await user.type(dialog.getByLabelText('Option A (Gujarati)'), 'ગાંધીનગર');
    await user.click(dialog.getByRole('button', { name: 'Add Question' }));
    expect(dialog.getByLabelText('Question (English)')).not.toHaveAttribute('aria-invalid');
    expect(dialog.getByLabelText('Option C (English)')).toHaveAccessibleDescription('English option is required');
    expect(dialog.getByLabelText('Option B (Gujarati)')).toHaveAccessibleDescription('Gujarati option is required');
    expect(screen.getByRole('alert')).toHaveTextContent('Fix the fields marked below.');
    expect(callsOf(fetchMock, 'POST')).toHaveLength(0);
  });

  it('edits a question of a published test and reloads to show the answer key change', async () => {
    const user = userEvent.setup();
    let revisions: AnswerKeyRevision[] = [];
    const publishedTest = editorTest({ published: true });
    const fetchMock = openEditor({
      [`GET ${TEST_URL}`]: () =>
        jsonResponse({ success: true, test: publishedTest, questions: [q1, q2, q3], answerKeyRevisions: revisions }),
      [`PUT ${TEST_URL}/questions/q1`]: (init) => {
        const body = sentBody(init) as QuestionInput;
        revisions = [
          { questionId: 'q1', from: 0, to: body.correctOption ?? null, by: 'admin-1', at: '2026-11-03T09:00:00.000Z' },
        ];
        return jsonResponse({ success: true, question: { ...q1, ...body, _id: 'q1' }, test: publishedTest });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit question 1' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Edit Question 1' }));
    expect(dialog.getByLabelText('Question (Gujarati)')).toHaveValue('અમદાવાદમાંથી કઈ નદી વહે છે?');
    expect(dialog.getByLabelText('Option A is correct')).toBeChecked();
    await user.click(dialog.getByLabelText('Option B is correct'));
    await user.click(dialog.getByRole('button', { name: 'Save Question' }));

    expect(await screen.findByText('Question saved')).toBeInTheDocument();
    expect(sentBody(callsOf(fetchMock, 'PUT', `${TEST_URL}/questions/q1`)[0]?.[1])).toMatchObject({
      sectionId: 's1',
      optionsEn: q1.optionsEn,
      optionsGu: q1.optionsGu,
      correctOption: 1,
    });
    const log = within(await screen.findByRole('region', { name: 'Answer Key Changes' }));
    expect(await log.findByText('A → B')).toBeInTheDocument();
    expect(callsOf(fetchMock, 'GET', TEST_URL)).toHaveLength(2);
  });

  it('uploads a chosen image to its presigned URL, then saves the question with the image key', async () => {
    const user = userEvent.setup();
    URL.createObjectURL = vi.fn(() => 'blob:question-image');
    URL.revokeObjectURL = vi.fn();
    const presigned = 'https://media.example.com/media/tests/t1/01J.png?X-Amz-Signature=abc';
    const fetchMock = openEditor({
      [`POST ${TEST_URL}/question-images`]: () =>
        jsonResponse({ success: true, uploadUrl: presigned, imageKey: 'media/tests/t1/01J.png' }),
      [`PUT ${presigned}`]: () => new Response(null, { status: 200 }),
      [`PUT ${TEST_URL}/questions/q3`]: (init) =>
        jsonResponse({
          success: true,
          question: {
            ...q3,
            ...(sentBody(init) as object),
            _id: 'q3',
            imageUrl: 'https://media.example.com/signed.png',
          },
          test: editorTest(),
        }),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit question 3' }));
    const dialog = questionDialog();
    const image = new File([new Uint8Array(1024)], 'diagram.png', { type: 'image/png' });
    await user.upload(dialog.getByLabelText('Image (optional)'), image);
    expect(dialog.getByRole('img', { name: "Preview of the question's image" })).toHaveAttribute(
      'src',
      'blob:question-image',
    );
    await user.click(dialog.getByRole('button', { name: 'Save Question' }));

    expect(await screen.findByText('Question saved')).toBeInTheDocument();
    expect(sentBody(callsOf(fetchMock, 'POST', `${TEST_URL}/question-images`)[0]?.[1])).toEqual({
      contentType: 'image/png',
      size: 1024,
    });
    const [upload] = callsOf(fetchMock, 'PUT', presigned);
    expect(upload?.[1]?.body).toBe(image);
    expect(requestHeaders(upload?.[1]).Authorization).toBeUndefined();
    expect(sentBody(callsOf(fetchMock, 'PUT', `${TEST_URL}/questions/q3`)[0]?.[1])).toMatchObject({
      imageKey: 'media/tests/t1/01J.png',
    });
  });

  it('deletes a question only after the confirmation', async () => {
    const user = userEvent.setup();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const fetchMock = openEditor({
      [`DELETE ${TEST_URL}/questions/q2`]: () =>
        jsonResponse({
          success: true,
          test: editorTest({
            sections: [{ _id: 's1', title: 'General Studies', questionIds: ['q1'] }, editorTest().sections[1]!],
            questionCount: 2,
          }),
        }),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete question 2' }));
    expect(confirm).toHaveBeenCalledWith('Delete question 2? This cannot be undone.');
    expect(callsOf(fetchMock, 'DELETE')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Delete question 2' }));
    expect(await screen.findByText('Question deleted')).toBeInTheDocument();
    expect(screen.queryByText('Who wrote the Constitution of India?')).toBeNull();
    expect(section('Reasoning').getByText('Q2')).toBeInTheDocument();
  });
});

describe('ordering, preview and publishing', () => {
  it('moves a question down, and across into the next section, saving the whole order', async () => {
    const user = userEvent.setup();
    const fetchMock = openEditor({
      [`PUT ${TEST_URL}/question-order`]: (init) => {
        const { sections } = sentBody(init) as { sections: { sectionId: string; questionIds: string[] }[] };
        return jsonResponse({
          success: true,
          test: editorTest({
            sections: editorTest().sections.map((one, index) => ({
              ...one,
              questionIds: sections[index]!.questionIds,
            })),
          }),
        });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Move question 1 down' }));
    await waitFor(() => expect(callsOf(fetchMock, 'PUT')).toHaveLength(1));
    expect(sentBody(callsOf(fetchMock, 'PUT')[0]?.[1])).toEqual({
      sections: [
        { sectionId: 's1', questionIds: ['q2', 'q1'] },
        { sectionId: 's2', questionIds: ['q3'] },
      ],
    });
    await waitFor(() =>
      expect(section('General Studies').getAllByRole('listitem')[0]).toHaveTextContent('Who wrote the Constitution'),
    );

    await user.click(screen.getByRole('button', { name: 'Move question 2 down' }));
    await waitFor(() => expect(callsOf(fetchMock, 'PUT')).toHaveLength(2));
    expect(sentBody(callsOf(fetchMock, 'PUT')[1]?.[1])).toEqual({
      sections: [
        { sectionId: 's1', questionIds: ['q2'] },
        { sectionId: 's2', questionIds: ['q1', 'q3'] },
      ],
    });
    await waitFor(() =>
      expect(section('Reasoning').getByText('Which river flows through Ahmedabad?')).toBeInTheDocument(),
    );
  });

  it('previews a question as the student sees it, in English or Gujarati, the answer only when asked', async () => {
    const user = userEvent.setup();
    openEditor();
    await user.click(await screen.findByRole('button', { name: 'Preview question 1' }));
    const preview = within(screen.getByRole('article', { name: 'Question 1 as the student sees it' }));
    expect(preview.getByText('Which river flows through Ahmedabad?')).toBeInTheDocument();
    expect(preview.getByText('Sabarmati')).toBeInTheDocument();
    expect(preview.queryByText('Correct answer')).toBeNull();
    expect(preview.queryByText('The Sabarmati riverfront is in Ahmedabad.')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Gujarati' }));
    expect(screen.getByRole('button', { name: 'Gujarati' })).toHaveAttribute('aria-pressed', 'true');
    expect(preview.getByText('અમદાવાદમાંથી કઈ નદી વહે છે?')).toBeInTheDocument();
    expect(preview.getByText('સાબરમતી')).toBeInTheDocument();
    expect(preview.getByText('સામાન્ય અભ્યાસ')).toBeInTheDocument();

    await user.click(screen.getByLabelText('Show answer'));
    expect(preview.getByText('સાબરમતી').closest('li')).toHaveTextContent('Correct answer');
  });

  it("lists the server's reasons when it refuses to publish, naming each question, with a way to fix it", async () => {
    const user = userEvent.setup();
    // Ready as this screen loaded it; the server, which judges, has it otherwise (another admin's edit).
    openEditor({
      [`GET ${TEST_URL}`]: editorReply(editorTest(), [q1, { ...q2, correctOption: 0 }, q3]),
      [`PUT ${TEST_URL}/published`]: () =>
        jsonResponse(
          {
            success: false,
            code: 'test_not_ready',
            error: 'This test cannot be published yet: every question needs text and a correct option',
            problems: [{ questionId: 'q2', message: 'The question has no correct option' }],
          },
          409,
        ),
    });
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Publish this test?' })).getByRole('button', { name: 'Publish Test' }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Not published: This test cannot be published yet');
    expect(within(alert).getByRole('listitem')).toHaveTextContent(
      'Question 2 (General Studies, “Who wrote the Constitution of India?”): The question has no correct option',
    );
    await user.click(within(alert).getByRole('button', { name: 'Fix question 2' }));
    expect(screen.getByRole('dialog', { name: 'Edit Question 2' })).toBeInTheDocument();
    expect(screen.getByText('Draft')).toBeInTheDocument();
  });

  it('publishes, then unpublishes, each after a confirmation in our dialog', async () => {
    const user = userEvent.setup();
    const fetchMock = openEditor({
      [`GET ${TEST_URL}`]: editorReply(editorTest(), [q1, { ...q2, correctOption: 0 }, q3]),
      [`PUT ${TEST_URL}/published`]: (init) =>
        jsonResponse({
          success: true,
          test: editorTest({ published: (sentBody(init) as { published: boolean }).published }),
        }),
    });
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Publish this test?' })).getByRole('button', { name: 'Publish Test' }),
    );
    expect(await screen.findByText('Test published')).toBeInTheDocument();
    expect(screen.getByText('Published')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Unpublish' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Unpublish this test?' })).getByRole('button', {
        name: 'Unpublish Test',
      }),
    );
    expect(await screen.findByText('Test unpublished')).toBeInTheDocument();
    expect(callsOf(fetchMock, 'PUT').map(([, init]) => sentBody(init))).toEqual([
      { published: true },
      { published: false },
    ]);
  });

  it('saves the test settings with its sections', async () => {
    const user = userEvent.setup();
    const fetchMock = openEditor({
      [`PUT ${TEST_URL}`]: (init) =>
        jsonResponse({ success: true, test: editorTest({ title: (sentBody(init) as { title: string }).title }) }),
    });
    await user.click(await screen.findByRole('button', { name: 'Test Settings' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Test Settings' }));
    expect(dialog.getByLabelText('Marks taken off for a wrong answer')).toHaveValue(0.66);
    expect(dialog.getByRole('button', { name: 'Remove section 1' })).toBeDisabled();
    await user.clear(dialog.getByLabelText('Title'));
    await user.type(dialog.getByLabelText('Title'), 'Mock Test 1 (revised)');
    await user.click(dialog.getByRole('button', { name: 'Save Settings' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Mock Test 1 (revised)' })).toBeInTheDocument();
    expect(sentBody(callsOf(fetchMock, 'PUT', TEST_URL)[0]?.[1])).toMatchObject({
      marksWrong: -0.66,
      sections: [
        { _id: 's1', title: 'General Studies', titleGu: 'સામાન્ય અભ્યાસ' },
        { _id: 's2', title: 'Reasoning', titleGu: '' },
      ],
    });
  });
});

describe('the question bank spreadsheet', () => {
  const presigned = 'https://media.example.com/imports/t1/01J.xlsx?X-Amz-Signature=abc';
  const sheet = () => new File([new Uint8Array(4096)], 'questions.xlsx', { type: XLSX_CONTENT_TYPE });
  const uploadRoutes = {
    [`POST ${TEST_URL}/import-uploads`]: () =>
      jsonResponse({ success: true, uploadUrl: presigned, importKey: 'imports/t1/01J.xlsx' }),
    [`PUT ${presigned}`]: () => new Response(null, { status: 200 }),
  };

  it('downloads the template with the admin session', async () => {
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:template'), revokeObjectURL: vi.fn() }),
    );
    const fetchMock = openEditor({
      'GET /api/admin/question-template': () =>
        new Response(new Uint8Array(10), { headers: { 'Content-Type': XLSX_CONTENT_TYPE } }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Download Template' }));
    await waitFor(() => expect(saved).toEqual(['question-template.xlsx']));
    expect(requestHeaders(callsOf(fetchMock, 'GET', '/api/admin/question-template')[0]?.[1]).Authorization).toBe(
      'Bearer admin-token',
    );
  });

  it('shows every problem of a refused import by row and column, and that nothing was written', async () => {
    const user = userEvent.setup();
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const fetchMock = openEditor({
      ...uploadRoutes,
      [`POST ${TEST_URL}/import`]: async () => {
        await answered;
        return jsonResponse(
          {
            success: false,
            code: 'import_invalid',
            error: 'The spreadsheet has errors; nothing was imported',
            issues: [
              { row: 3, column: 'Correct option', message: 'The correct option must be A to E' },
              { row: 7, column: '', message: 'The row has no question text' },
            ],
          },
          422,
        );
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Import Questions' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Import Questions' }));
    await user.upload(dialog.getByLabelText('Spreadsheet (.xlsx)'), sheet());
    await user.click(dialog.getByRole('button', { name: 'Import' }));

    expect(await dialog.findByText('Checking and importing the questions...')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Importing...' })).toBeDisabled();
    answer();
    expect(await dialog.findByText(/Nothing was imported: the spreadsheet has 2 problems/)).toBeInTheDocument();
    const rows = dialog
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['3', 'Correct option', 'The correct option must be A to E'],
      ['7', 'Whole row', 'The row has no question text'],
    ]);
    expect(sentBody(callsOf(fetchMock, 'POST', `${TEST_URL}/import-uploads`)[0]?.[1])).toEqual({ size: 4096 });
    expect(requestHeaders(callsOf(fetchMock, 'PUT', presigned)[0]?.[1])).toEqual({ 'content-type': XLSX_CONTENT_TYPE });
    expect(sentBody(callsOf(fetchMock, 'POST', `${TEST_URL}/import`)[0]?.[1])).toEqual({
      importKey: 'imports/t1/01J.xlsx',
      mode: 'append',
    });
    expect(callsOf(fetchMock, 'GET', TEST_URL)).toHaveLength(1);
  });

  it('imports a sheet, says how many questions came in, and loads the test again', async () => {
    const user = userEvent.setup();
    let imported = false;
    const q4 = fakeQuestion({ _id: 'q4', textEn: 'Imported question' });
    const fetchMock = openEditor({
      ...uploadRoutes,
      [`GET ${TEST_URL}`]: () =>
        imported
          ? editorReply(
              editorTest({
                sections: [
                  { _id: 's1', title: 'General Studies', questionIds: ['q4'] },
                  { _id: 's2', title: 'Reasoning', questionIds: [] },
                ],
                questionCount: 1,
              }),
              [q4],
            )(undefined)
          : editorReply()(undefined),
      [`POST ${TEST_URL}/import`]: () => {
        imported = true;
        return jsonResponse({
          success: true,
          imported: 1,
          bySection: [{ sectionId: 's1', title: 'General Studies', count: 1 }],
          test: editorTest({ questionCount: 1 }),
        });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Import Questions' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Import Questions' }));
    await user.upload(dialog.getByLabelText('Spreadsheet (.xlsx)'), sheet());
    await user.selectOptions(dialog.getByLabelText('Imported questions'), 'replace');
    await user.click(dialog.getByRole('button', { name: 'Import' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Replace all the questions?' })).getByRole('button', {
        name: 'Replace Questions',
      }),
    );

    expect(await dialog.findByText(/^Imported 1 question: General Studies 1\./)).toBeInTheDocument();
    expect(sentBody(callsOf(fetchMock, 'POST', `${TEST_URL}/import`)[0]?.[1])).toEqual({
      importKey: 'imports/t1/01J.xlsx',
      mode: 'replace',
    });
    await user.click(dialog.getByRole('button', { name: 'Done' }));
    expect(await screen.findByText('Imported question')).toBeInTheDocument();
    expect(screen.queryByText('Which river flows through Ahmedabad?')).toBeNull();
  });

  it('refuses a file that is not a spreadsheet before sending anything', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const fetchMock = openEditor();
    await user.click(await screen.findByRole('button', { name: 'Import Questions' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Import Questions' }));
    await user.upload(
      dialog.getByLabelText('Spreadsheet (.xlsx)'),
      new File(['a,b'], 'questions.csv', { type: 'text/csv' }),
    );
    expect(dialog.getByRole('alert')).toHaveTextContent('Choose an .xlsx spreadsheet');
    await user.click(dialog.getByRole('button', { name: 'Import' }));
    expect(callsOf(fetchMock, 'POST')).toHaveLength(0);
  });
});
