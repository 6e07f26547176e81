import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ContinueLearning } from '../../web/src/features/dashboard/ContinueLearning';

const enrollment = {
  course: { _id: 'c1', title: 'GPSC Class 1-2', description: 'Complete preparation.' },
  enrolledAt: '2025-02-01T10:00:00.000Z',
};

function renderCard(watched: number, total: number) {
  render(
    <MemoryRouter>
      <ContinueLearning
        last={{
          enrollment,
          progress: {
            courseId: 'c1',
            watched,
            total,
            lastVideoId: 'v12',
            lastPosition: 8,
            updatedAt: '2025-04-01T00:00:00.000Z',
          },
        }}
      />
    </MemoryRouter>,
  );
}

describe("the dashboard's last-watched course card", () => {
  it('says Completed, with Watch again from the start, for a course whose every lecture is watched', () => {
    renderCard(12, 12);
    const card = screen.getByRole('region', { name: 'Completed' });
    expect(card).toHaveTextContent('GPSC Class 1-2: you have watched every lecture');
    expect(card).not.toHaveTextContent('stopped at');
    expect(within(card).getByRole('link', { name: 'Watch again: GPSC Class 1-2' })).toHaveAttribute(
      'href',
      '/course/c1/videos',
    );
    expect(screen.queryByRole('region', { name: 'Continue learning' })).not.toBeInTheDocument();
  });

  it('still offers Continue where the student stopped while lectures are left', () => {
    renderCard(11, 12);
    const card = screen.getByRole('region', { name: 'Continue learning' });
    expect(card).toHaveTextContent('GPSC Class 1-2, stopped at 0:08');
    expect(within(card).getByRole('link', { name: 'Continue: GPSC Class 1-2' })).toHaveAttribute(
      'href',
      '/course/c1/video/v12',
    );
  });
});
