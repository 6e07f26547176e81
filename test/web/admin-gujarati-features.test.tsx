import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { CreateCoursePage } from '../../web/src/features/admin-new-course/CreateCoursePage';
import { callsTo, requestBody } from './admin-courses-helpers';
import { jsonResponse, stubFetch } from './helpers';

function renderCreatePage() {
  render(
    <MemoryRouter initialEntries={['/admin/courses/new']}>
      <Routes>
        <Route path="/admin/courses/new" element={<CreateCoursePage />} />
        <Route path="/admin/courses" element={<p>Course list</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe("the course form's Gujarati features", () => {
  it('sit in the optional Gujarati part of the form and are sent as featuresGu, trimmed and once each', async () => {
    const fetchMock = stubFetch(() => jsonResponse({ success: true, course: {} }, 201));
    vi.spyOn(window, 'alert').mockImplementation(() => {});
    renderCreatePage();
    await userEvent.type(screen.getByLabelText('Title'), 'Talati Maths');
    await userEvent.type(screen.getByLabelText('Description'), 'Arithmetic for the Talati exam.');
    await userEvent.type(screen.getByLabelText('Price (₹)'), '999');
    await userEvent.type(screen.getByLabelText('New feature'), 'Daily practice{Enter}');

    const gujarati = screen.getByRole('group', { name: 'In Gujarati (optional)' });
    const features = within(gujarati).getByRole('group', { name: 'Gujarati features' });
    await userEvent.type(within(features).getByLabelText('New Gujarati feature'), '  રોજની પ્રેક્ટિસ {Enter}');
    await userEvent.type(within(features).getByLabelText('New Gujarati feature'), 'છાપેલી નોંધો');
    await userEvent.click(within(features).getByRole('button', { name: 'Add Gujarati feature' }));
    await userEvent.type(within(features).getByLabelText('New Gujarati feature'), 'રોજની પ્રેક્ટિસ{Enter}');
    expect(
      within(features)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual(['રોજની પ્રેક્ટિસ', 'છાપેલી નોંધો']);
    await userEvent.click(screen.getByRole('button', { name: 'Create Course' }));

    expect(await screen.findByText('Course list')).toBeInTheDocument();
    const [post] = callsTo(fetchMock, 'POST', '/api/courses');
    expect(requestBody(post?.[1])).toMatchObject({
      features: ['Daily practice'],
      featuresGu: ['રોજની પ્રેક્ટિસ', 'છાપેલી નોંધો'],
    });
  });

  it('are left out of the request when none are given', async () => {
    const fetchMock = stubFetch(() => jsonResponse({ success: true, course: {} }, 201));
    vi.spyOn(window, 'alert').mockImplementation(() => {});
    renderCreatePage();
    await userEvent.type(screen.getByLabelText('Title'), 'Talati Maths');
    await userEvent.type(screen.getByLabelText('Description'), 'Arithmetic for the Talati exam.');
    await userEvent.type(screen.getByLabelText('Price (₹)'), '999');
    await userEvent.click(screen.getByRole('button', { name: 'Create Course' }));

    expect(await screen.findByText('Course list')).toBeInTheDocument();
    const [post] = callsTo(fetchMock, 'POST', '/api/courses');
    expect(requestBody(post?.[1])).not.toHaveProperty('featuresGu');
  });
});
