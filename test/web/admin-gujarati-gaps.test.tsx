import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { TestSeries } from '../../shared/types';
import { CourseFields } from '../../web/src/components/course-form/CourseFields';
import { ToastProvider } from '../../web/src/components/toast';
import { AdFields } from '../../web/src/features/admin-homepage-ads/AdFields';
import type { AdTexts } from '../../web/src/features/admin-homepage-ads/new-ad-form';
import { TestSeriesFormDialog } from '../../web/src/features/admin-test-series/TestSeriesFormDialog';
import { type CourseDraft, EMPTY_COURSE_DRAFT } from '../../web/src/lib/course-form/course-draft';

const HINT = 'Empty: visitors in Gujarati see the English text here.';

function CourseForm({ start }: { start: CourseDraft }) {
  const [draft, setDraft] = useState(start);
  return <CourseFields draft={draft} onChange={(change) => setDraft((current) => ({ ...current, ...change }))} />;
}

function AdForm({ start }: { start: AdTexts }) {
  const [texts, setTexts] = useState(start);
  return <AdFields texts={texts} onChange={(change) => setTexts((current) => ({ ...current, ...change }))} />;
}

describe('Gujarati left empty in the admin’s content forms', () => {
  it('the course form counts the empty Gujarati fields, bullet points included, and hints by each; the count falls as they are written', async () => {
    render(
      <CourseForm
        start={{
          ...EMPTY_COURSE_DRAFT,
          title: 'GPSC Class 1-2',
          description: 'Prelims and mains',
          features: ['Weekly mock tests'],
        }}
      />,
    );
    expect(screen.getByText('3 Gujarati fields are empty: visitors in Gujarati will see English there.')).toBeVisible();
    expect(screen.getByLabelText('Gujarati title')).toHaveAccessibleDescription(HINT);
    expect(screen.getByLabelText('Gujarati description')).toHaveAccessibleDescription(HINT);
    expect(screen.getAllByText(HINT)).toHaveLength(3);

    await userEvent.type(screen.getByLabelText('Gujarati title'), 'જીપીએસસી વર્ગ ૧-૨');
    expect(screen.getByText('2 Gujarati fields are empty: visitors in Gujarati will see English there.')).toBeVisible();
    expect(screen.getByLabelText('Gujarati title')).not.toHaveAccessibleDescription(HINT);

    await userEvent.type(screen.getByLabelText('Gujarati description'), 'પ્રારંભિક અને મુખ્ય');
    await userEvent.type(screen.getByLabelText('New Gujarati feature'), 'દર અઠવાડિયે મોક ટેસ્ટ{Enter}');
    expect(screen.queryByText(/Gujarati fields? (is|are) empty/)).toBeNull();
    expect(screen.queryByText(HINT)).toBeNull();
  });

  it('the test series form says which Gujarati fields are empty', async () => {
    const series: TestSeries = {
      _id: 's1',
      title: 'GPSC Prelims series',
      description: '30 full tests',
      price: 499,
      category: 'gpsc',
      duration: '3 months',
      numberOfTests: 30,
      features: ['Detailed solutions'],
      isActive: true,
      createdAt: '2025-01-01T00:00:00.000Z',
      titleGu: 'જીપીએસસી પ્રારંભિક શ્રેણી',
    };
    render(
      <ToastProvider>
        <TestSeriesFormDialog series={series} onClose={vi.fn()} onSaved={vi.fn()} />
      </ToastProvider>,
    );
    expect(screen.getByText('2 Gujarati fields are empty: visitors in Gujarati will see English there.')).toBeVisible();
    expect(screen.getByLabelText('Gujarati title')).not.toHaveAccessibleDescription(HINT);
    expect(screen.getByLabelText('Gujarati description')).toHaveAccessibleDescription(HINT);
    expect(screen.getAllByText(HINT)).toHaveLength(2);
  });

  it('the homepage ad form counts only Gujarati whose English is written', async () => {
    render(
      <AdForm start={{ title: 'New batch', description: '', redirectUrl: '/gpsc', titleGu: '', descriptionGu: '' }} />,
    );
    expect(screen.getByText('1 Gujarati field is empty: visitors in Gujarati will see English there.')).toBeVisible();
    expect(screen.getByLabelText('Gujarati title')).toHaveAccessibleDescription(HINT);
    expect(screen.getByLabelText('Gujarati description')).not.toHaveAccessibleDescription(HINT);
    expect(screen.getAllByText(HINT)).toHaveLength(1);
  });
});
