import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AdminTest, TestInput } from '../../shared/mock-tests';
import { callsOf, fakeSeries, fakeTest, renderSeriesTests, sentBody, stubApi } from './admin-tests-helpers';
import { jsonResponse, requestHeaders } from './helpers';

const LIST_URL = '/api/admin/test-series/ts1/tests';
const published = fakeTest({
  _id: 't2',
  title: 'Mock Test 2',
  titleGu: 'મોક ટેસ્ટ 2',
  published: true,
  questionCount: 100,
  durationMinutes: 120,
  marksCorrect: 1,
  marksWrong: -0.25,
  sections: [{ _id: 's9', title: 'Paper', questionIds: [] }],
});

const listed = (tests: AdminTest[]) => () => jsonResponse({ success: true, testSeries: fakeSeries(), tests });
const rowOf = (title: string) => within(screen.getByRole('row', { name: new RegExp(title) }));

describe('the tests of a test series', () => {
  it('lists each test with its status, questions, duration and marks, linked to the editor', async () => {
    const fetchMock = stubApi({ [`GET ${LIST_URL}`]: listed([fakeTest(), published]) });
    renderSeriesTests();
    expect(screen.getByRole('status')).toHaveTextContent('Loading tests...');
    expect(await screen.findByRole('heading', { level: 1, name: 'GPSC Prelims Mock Series' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Test Series/ })).toHaveAttribute('href', '/admin/test-series');
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Title', 'Status', 'Questions', 'Duration', 'Marks', 'Actions']);

    const draft = rowOf('Mock Test 1');
    expect(draft.getByRole('link', { name: 'Mock Test 1' })).toHaveAttribute('href', '/admin/tests/t1');
    expect(draft.getByText('Draft')).toBeInTheDocument();
    expect(draft.getByText('60 min')).toBeInTheDocument();
    expect(draft.getByText('+2 right, −0.66 wrong, 0 blank')).toBeInTheDocument();

    const live = rowOf('Mock Test 2');
    expect(live.getByText('Published')).toBeInTheDocument();
    expect(live.getByText('100')).toBeInTheDocument();
    expect(live.getByText('મોક ટેસ્ટ 2')).toBeInTheDocument();
    expect(live.getByRole('link', { name: 'Edit Mock Test 2' })).toHaveAttribute('href', '/admin/tests/t2');
    expect(requestHeaders(fetchMock.mock.calls[0]?.[1]).Authorization).toBe('Bearer admin-token');
  });

  it('says there are no tests yet, with a button that opens New Test', async () => {
    stubApi({ [`GET ${LIST_URL}`]: listed([]) });
    renderSeriesTests();
    expect(await screen.findByText('No tests in this series yet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create First Test' }));
    expect(screen.getByRole('dialog', { name: 'New Test' })).toBeInTheDocument();
  });

  it("shows 'Failed to load the tests' and tries again", async () => {
    let failing = true;
    stubApi({
      [`GET ${LIST_URL}`]: () =>
        failing ? jsonResponse({ success: false, error: 'Boom' }, 500) : listed([fakeTest()])(),
    });
    renderSeriesTests();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the tests');
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('link', { name: 'Mock Test 1' })).toBeInTheDocument();
  });

  it("shows 'Test series not found' for a series that does not exist", async () => {
    stubApi({
      'GET /api/admin/test-series/nope/tests': () =>
        jsonResponse({ success: false, error: 'Test series not found' }, 404),
    });
    renderSeriesTests('nope');
    expect(await screen.findByRole('heading', { name: 'Test series not found' })).toBeInTheDocument();
  });

  it('creates a test: marks as decimals, the wrong-answer marks sent as a negative number, times as instants', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({
      [`GET ${LIST_URL}`]: listed([fakeTest()]),
      [`POST ${LIST_URL}`]: (init) => {
        const body = sentBody(init) as TestInput;
        return jsonResponse(
          {
            success: true,
            test: fakeTest({
              _id: 't3',
              title: body.title,
              marksWrong: body.marksWrong,
              durationMinutes: body.durationMinutes,
            }),
          },
          201,
        );
      },
    });
    renderSeriesTests();
    await user.click(await screen.findByRole('button', { name: 'New Test' }));
    const dialog = within(screen.getByRole('dialog', { name: 'New Test' }));
    await user.type(dialog.getByLabelText('Title'), 'Polity Sectional');
    await user.type(dialog.getByLabelText('Title in Gujarati'), 'રાજ્યવ્યવસ્થા');
    await user.type(dialog.getByLabelText('Instructions'), 'Answer all questions.');
    await user.clear(dialog.getByLabelText('Duration (minutes)'));
    await user.type(dialog.getByLabelText('Duration (minutes)'), '90');
    await user.clear(dialog.getByLabelText('Marks for a right answer'));
    await user.type(dialog.getByLabelText('Marks for a right answer'), '2');
    await user.clear(dialog.getByLabelText('Marks taken off for a wrong answer'));
    await user.type(dialog.getByLabelText('Marks taken off for a wrong answer'), '0.66');
    fireEvent.change(dialog.getByLabelText('Opens at (optional)'), { target: { value: '2026-03-01T09:00' } });
    await user.selectOptions(dialog.getByLabelText('Show solutions'), 'close');
    await user.clear(dialog.getByLabelText('Section 1 title'));
    await user.type(dialog.getByLabelText('Section 1 title'), 'Polity');
    await user.click(dialog.getByRole('button', { name: 'Add Section' }));
    await user.click(dialog.getByRole('button', { name: 'Create Test' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Test created');
    expect(sentBody(callsOf(fetchMock, 'POST')[0]?.[1])).toEqual({
      title: 'Polity Sectional',
      titleGu: 'રાજ્યવ્યવસ્થા',
      instructions: 'Answer all questions.',
      instructionsGu: '',
      durationMinutes: 90,
      marksCorrect: 2,
      marksWrong: -0.66,
      marksBlank: 0,
      opensAt: new Date('2026-03-01T09:00').toISOString(),
      closesAt: null,
      solutionsAfter: 'close',
      allowReattempts: false,
      sections: [
        { title: 'Polity', titleGu: '' },
        { title: 'Section 2', titleGu: '' },
      ],
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(rowOf('Polity Sectional').getByText('90 min')).toBeInTheDocument();
  });

  it('shows each problem beside its field and sends nothing', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({ [`GET ${LIST_URL}`]: listed([]) });
    renderSeriesTests();
    await user.click(await screen.findByRole('button', { name: 'Create First Test' }));
    const dialog = within(screen.getByRole('dialog'));
    await user.clear(dialog.getByLabelText('Marks for a right answer'));
    await user.type(dialog.getByLabelText('Marks for a right answer'), '1.555');
    await user.clear(dialog.getByLabelText('Section 1 title'));
    fireEvent.change(dialog.getByLabelText('Opens at (optional)'), { target: { value: '2026-03-02T09:00' } });
    fireEvent.change(dialog.getByLabelText('Closes at (optional)'), { target: { value: '2026-03-01T09:00' } });
    await user.click(dialog.getByRole('button', { name: 'Create Test' }));

    expect(dialog.getByLabelText('Title')).toHaveAccessibleDescription('Title is required');
    expect(dialog.getByLabelText('Marks for a right answer')).toHaveAccessibleDescription(
      'Marks for a right answer can have at most two decimals',
    );
    expect(dialog.getByLabelText('Closes at (optional)')).toHaveAccessibleDescription(
      'Closes at must be after opens at',
    );
    expect(dialog.getByLabelText('Section 1 title')).toHaveAccessibleDescription('Section title is required');
    expect(callsOf(fetchMock, 'POST')).toHaveLength(0);
  });

  it('deletes a test only after the confirmation', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({
      [`GET ${LIST_URL}`]: listed([fakeTest(), published]),
      'DELETE /api/admin/tests/t1': () => jsonResponse({ success: true }),
    });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    renderSeriesTests();
    await user.click(await screen.findByRole('button', { name: 'Delete Mock Test 1' }));
    expect(confirm).toHaveBeenCalledWith('Delete the test "Mock Test 1" and all its questions? This cannot be undone.');
    expect(callsOf(fetchMock, 'DELETE')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete Mock Test 1' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Test deleted');
    expect(screen.queryByRole('link', { name: 'Mock Test 1' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Mock Test 2' })).toBeInTheDocument();
  });

  it("reports a failed delete with the server's reason and keeps the test", async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    stubApi({
      [`GET ${LIST_URL}`]: listed([fakeTest()]),
      'DELETE /api/admin/tests/t1': () => jsonResponse({ success: false }, 500),
    });
    renderSeriesTests();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Mock Test 1' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to delete the test');
    expect(screen.getByRole('button', { name: 'Delete Mock Test 1' })).toBeEnabled();
  });
});
