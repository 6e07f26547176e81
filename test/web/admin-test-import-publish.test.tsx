import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { XLSX_CONTENT_TYPE, type AdminTest } from '../../shared/mock-tests';
import {
  callsOf,
  fakeQuestion,
  fakeTest,
  renderTestEditor,
  sentBody,
  stubApi,
  type Respond,
} from './admin-tests-helpers';
import { jsonResponse } from './helpers';

const TEST_URL = '/api/admin/tests/t1';
const presigned = 'https://media.example.com/imports/t1/01J.xlsx?X-Amz-Signature=abc';
const sheet = () => new File([new Uint8Array(4096)], 'questions.xlsx', { type: XLSX_CONTENT_TYPE });

const reasoning = fakeQuestion({
  _id: 'q1',
  sectionId: 's1',
  textEn: 'Next in 2, 4, 8?',
  optionsEn: ['10', '16'],
  optionsGu: [],
  textGu: undefined,
  correctOption: 1,
});
const maths = fakeQuestion({
  _id: 'q2',
  sectionId: 's2',
  textEn: '7 × 8?',
  optionsEn: ['54', '56'],
  optionsGu: [],
  textGu: undefined,
  correctOption: 1,
});
const unanswered = fakeQuestion({
  _id: 'q3',
  sectionId: 's2',
  textEn: '9 × 9?',
  optionsEn: ['81', '72'],
  optionsGu: [],
  textGu: undefined,
  correctOption: null,
});

function twoSections(questionIds: [string[], string[]], overrides: Partial<AdminTest> = {}): AdminTest {
  return fakeTest({
    sections: [
      { _id: 's1', title: 'Reasoning', questionIds: questionIds[0] },
      { _id: 's2', title: 'Maths', questionIds: questionIds[1] },
    ],
    questionCount: questionIds[0].length + questionIds[1].length,
    ...overrides,
  });
}

function openEditor(test: AdminTest, questions = [reasoning, maths], routes: Record<string, Respond> = {}) {
  const fetchMock = stubApi({
    [`GET ${TEST_URL}`]: () => jsonResponse({ success: true, test, questions, answerKeyRevisions: [] }),
    [`POST ${TEST_URL}/import-uploads`]: () =>
      jsonResponse({ success: true, uploadUrl: presigned, importKey: 'imports/t1/01J.xlsx' }),
    [`PUT ${presigned}`]: () => new Response(null, { status: 200 }),
    ...routes,
  });
  renderTestEditor();
  return fetchMock;
}

const imported = () =>
  jsonResponse({
    success: true,
    imported: 5,
    bySection: [
      { sectionId: 's1', title: 'Reasoning', count: 3 },
      { sectionId: 's2', title: 'Maths', count: 2 },
    ],
    test: twoSections([['q1'], ['q2']]),
  });

async function openImport(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Import Questions' }));
  return within(screen.getByRole('dialog', { name: 'Import Questions' }));
}

describe('importing questions', () => {
  it('says what went into each section, then clears the file so a second click sends nothing', async () => {
    const user = userEvent.setup();
    const fetchMock = openEditor(twoSections([['q1'], ['q2']]), undefined, { [`POST ${TEST_URL}/import`]: imported });
    const dialog = await openImport(user);
    const input = dialog.getByLabelText('Spreadsheet (.xlsx)') as HTMLInputElement;
    await user.upload(input, sheet());
    await user.click(dialog.getByRole('button', { name: 'Import' }));

    expect(await dialog.findByText(/^Imported 5 questions: Reasoning 3, Maths 2\./)).toHaveAttribute('role', 'status');
    expect((dialog.getByLabelText('Spreadsheet (.xlsx)') as HTMLInputElement).files).toHaveLength(0);
    await user.click(dialog.getByRole('button', { name: 'Import' }));
    expect(dialog.getByRole('alert')).toHaveTextContent('Choose the .xlsx file to import');
    expect(callsOf(fetchMock, 'POST', `${TEST_URL}/import-uploads`)).toHaveLength(1);
    expect(callsOf(fetchMock, 'POST', `${TEST_URL}/import`)).toHaveLength(1);
  });

  it('asks before adding questions the test already has, and sends the same upload again only when told', async () => {
    const user = userEvent.setup();
    const confirm = vi.spyOn(window, 'confirm');
    const fetchMock = openEditor(twoSections([['q1'], ['q2']]), undefined, {
      [`POST ${TEST_URL}/import`]: (init) =>
        (sentBody(init) as { importRepeats?: boolean }).importRepeats
          ? imported()
          : jsonResponse(
              {
                success: false,
                code: 'import_repeats',
                error: 'Some of these questions are already in this test; nothing was imported',
                repeats: 5,
                questions: 5,
              },
              409,
            ),
    });
    const dialog = await openImport(user);
    await user.upload(dialog.getByLabelText('Spreadsheet (.xlsx)'), sheet());
    await user.click(dialog.getByRole('button', { name: 'Import' }));

    const warning = within(await screen.findByRole('dialog', { name: 'Questions already in this test' }));
    expect(
      warning.getByText('5 of the 5 questions in this sheet are already in this test — import them again?'),
    ).toBeInTheDocument();
    await user.click(warning.getByRole('button', { name: 'Do Not Import' }));
    expect(screen.queryByRole('dialog', { name: 'Questions already in this test' })).toBeNull();
    expect(dialog.getByRole('status')).toHaveTextContent('Nothing was imported.');
    expect(callsOf(fetchMock, 'POST', `${TEST_URL}/import`)).toHaveLength(1);

    await user.click(dialog.getByRole('button', { name: 'Import' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Questions already in this test' })).getByRole('button', {
        name: 'Import Them Again',
      }),
    );
    expect(await dialog.findByText(/^Imported 5 questions: Reasoning 3, Maths 2\./)).toBeInTheDocument();
    const sent = callsOf(fetchMock, 'POST', `${TEST_URL}/import`).map(([, init]) => sentBody(init));
    expect(sent).toEqual([
      { importKey: 'imports/t1/01J.xlsx', mode: 'append' },
      { importKey: 'imports/t1/01J.xlsx', mode: 'append' },
      { importKey: 'imports/t1/01J.xlsx', mode: 'append', importRepeats: true },
    ]);
    // The confirmed import re-sends the upload already made; no second copy of the file goes up.
    expect(callsOf(fetchMock, 'PUT', presigned)).toHaveLength(2);
    expect(confirm).not.toHaveBeenCalled();
  });
});

describe('publishing', () => {
  it('shows the questions and marks per section and publishes only after the confirmation', async () => {
    const user = userEvent.setup();
    const confirm = vi.spyOn(window, 'confirm');
    const fetchMock = openEditor(twoSections([['q1'], ['q2']]), undefined, {
      [`PUT ${TEST_URL}/published`]: () =>
        jsonResponse({ success: true, test: twoSections([['q1'], ['q2']], { published: true }) }),
    });
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Publish this test?' }));
    const rows = dialog
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Section', 'Questions', 'Marks'],
      ['Reasoning', '1', '2'],
      ['Maths', '1', '2'],
      ['Total', '2', '4'],
    ]);
    expect(dialog.getByText('Marking: +2 right, −0.66 wrong, 0 blank · 60 minutes')).toBeInTheDocument();
    expect(dialog.getByText(/^No problems found/)).toBeInTheDocument();
    expect(callsOf(fetchMock, 'PUT')).toHaveLength(0);

    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsOf(fetchMock, 'PUT')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Publish this test?' })).getByRole('button', { name: 'Publish Test' }),
    );
    expect(await screen.findByText('Test published')).toBeInTheDocument();
    expect(callsOf(fetchMock, 'PUT').map(([, init]) => sentBody(init))).toEqual([{ published: true }]);
    expect(confirm).not.toHaveBeenCalled();
  });

  it('names each question that is not ready and does not offer to publish', async () => {
    const user = userEvent.setup();
    const fetchMock = openEditor(twoSections([['q1'], ['q2', 'q3']]), [reasoning, maths, unanswered]);
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Publish this test?' }));
    const problems = dialog.getByRole('alert');
    expect(problems).toHaveTextContent('1 problem found: fix it before publishing.');
    expect(within(problems).getByRole('listitem')).toHaveTextContent('Question 3 (Maths): no correct option');
    expect(dialog.getByRole('button', { name: 'Publish Test' })).toBeDisabled();
    expect(callsOf(fetchMock, 'PUT')).toHaveLength(0);
  });
});
