import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { AdminQuestion, AdminTest } from '../../shared/mock-tests';
import type { TestSeries } from '../../shared/types';
import { ToastProvider } from '../../web/src/components/toast';
import { AdminSeriesTestsPage } from '../../web/src/features/admin-tests/AdminSeriesTestsPage';
import { AdminTestEditorPage } from '../../web/src/features/admin-tests/AdminTestEditorPage';
import { stubFetch } from './helpers';

export function fakeSeries(overrides: Partial<TestSeries> = {}): TestSeries {
  return {
    _id: 'ts1',
    title: 'GPSC Prelims Mock Series',
    description: 'Full-length prelims mocks.',
    price: 2499,
    category: 'gpsc',
    duration: '3 months',
    numberOfTests: 25,
    features: [],
    isActive: true,
    createdAt: '2025-01-15T10:00:00.000Z',
    ...overrides,
  };
}

export function fakeTest(overrides: Partial<AdminTest> = {}): AdminTest {
  return {
    _id: 't1',
    seriesId: 'ts1',
    title: 'Mock Test 1',
    durationMinutes: 60,
    marksCorrect: 2,
    marksWrong: -0.66,
    marksBlank: 0,
    solutionsAfter: 'submit',
    allowReattempts: false,
    published: false,
    sections: [{ _id: 's1', title: 'General Studies', questionIds: [] }],
    questionCount: 0,
    createdAt: '2025-02-01T10:00:00.000Z',
    updatedAt: '2025-02-01T10:00:00.000Z',
    ...overrides,
  };
}

export function fakeQuestion(overrides: Partial<AdminQuestion> = {}): AdminQuestion {
  return {
    _id: 'q1',
    sectionId: 's1',
    textEn: 'Which river flows through Ahmedabad?',
    textGu: 'અમદાવાદમાંથી કઈ નદી વહે છે?',
    optionsEn: ['Sabarmati', 'Narmada', 'Tapi', 'Mahi'],
    optionsGu: ['સાબરમતી', 'નર્મદા', 'તાપી', 'મહી'],
    correctOption: 0,
    explanationEn: 'The Sabarmati riverfront is in Ahmedabad.',
    topic: 'Geography',
    ...overrides,
  };
}

export type Respond = (init: RequestInit | undefined) => Response | Promise<Response>;

/** Answers by 'METHOD url'; any other call fails the test. */
export function stubApi(routes: Record<string, Respond>) {
  return stubFetch((url, init) => {
    const respond = routes[`${init?.method ?? 'GET'} ${url}`];
    if (!respond) throw new Error(`Unexpected call: ${init?.method ?? 'GET'} ${url}`);
    return respond(init);
  });
}

export function sentBody(init: RequestInit | undefined): unknown {
  return JSON.parse(String(init?.body));
}

export function callsOf(fetchMock: ReturnType<typeof stubApi>, method: string, url?: string) {
  return fetchMock.mock.calls.filter(
    ([called, init]) => (init?.method ?? 'GET') === method && (url === undefined || called === url),
  );
}

export function renderSeriesTests(seriesId = 'ts1') {
  localStorage.setItem('token', 'admin-token');
  render(
    <MemoryRouter initialEntries={[`/admin/test-series/${seriesId}`]}>
      <ToastProvider>
        <Routes>
          <Route path="/admin/test-series/:seriesId" element={<AdminSeriesTestsPage />} />
        </Routes>
      </ToastProvider>
    </MemoryRouter>,
  );
}

export function renderTestEditor(testId = 't1') {
  localStorage.setItem('token', 'admin-token');
  render(
    <MemoryRouter initialEntries={[`/admin/tests/${testId}`]}>
      <ToastProvider>
        <Routes>
          <Route path="/admin/tests/:testId" element={<AdminTestEditorPage />} />
        </Routes>
      </ToastProvider>
    </MemoryRouter>,
  );
}
