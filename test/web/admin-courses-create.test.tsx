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

const preview = () => screen.getByRole('complementary', { name: 'Preview' });

async function addFeatures(...features: string[]) {
  for (const feature of features) await userEvent.type(screen.getByLabelText('New feature'), `${feature}{Enter}`);
}

async function fillCourse() {
  await userEvent.type(screen.getByLabelText('Title'), 'UPSC Foundation');
  await userEvent.type(screen.getByLabelText('Description'), 'Prelims and mains in one year.');
  await userEvent.type(screen.getByLabelText('Price (₹)'), '12000');
  await userEvent.selectOptions(screen.getByLabelText('Category'), 'upsc');
}

describe('create course page', () => {
  it('starts with category gpsc and duration 12 months', () => {
    renderCreatePage();
    expect(screen.getByRole('heading', { level: 1, name: 'Create Course' })).toBeInTheDocument();
    expect(screen.getByLabelText('Category')).toHaveValue('gpsc');
    expect(screen.getByLabelText('Duration')).toHaveValue('12 months');
  });

  it('adds features with Enter or Add, trimmed and once each, and removes them', async () => {
    renderCreatePage();
    await addFeatures('Daily lectures');
    await userEvent.type(screen.getByLabelText('New feature'), '  Printed notes  ');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await addFeatures('Daily lectures', '   ');
    expect(screen.getByLabelText('New feature')).toHaveValue('');

    const form = screen.getByRole('group', { name: 'Features' });
    expect(
      within(form)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual(['Daily lectures', 'Printed notes']);

    await userEvent.click(screen.getByRole('button', { name: 'Remove Daily lectures' }));
    expect(
      within(form)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual(['Printed notes']);
  });

  it('previews the card live, with at most 3 features and +N more features', async () => {
    renderCreatePage();
    await fillCourse();
    expect(within(preview()).getByRole('heading', { name: 'UPSC Foundation' })).toBeInTheDocument();
    expect(preview()).toHaveTextContent('₹12,000');
    expect(preview()).toHaveTextContent('UPSC');

    await addFeatures('One', 'Two', 'Three');
    expect(
      within(preview())
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['12 months', 'One', 'Two', 'Three']);
    expect(preview()).not.toHaveTextContent('more features');

    await addFeatures('Four', 'Five');
    expect(within(preview()).queryByText('Four')).not.toBeInTheDocument();
    expect(preview()).toHaveTextContent('+2 more features');
  });

  it('sends the course, alerts, then goes to the course list', async () => {
    const fetchMock = stubFetch(() => jsonResponse({ success: true, course: { _id: 'c9' } }, 201));
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {
      expect(screen.queryByText('Course list')).not.toBeInTheDocument();
    });
    renderCreatePage();
    await fillCourse();
    await addFeatures('Answer writing', 'Answer writing ', 'Mock interviews');
    await userEvent.click(screen.getByRole('button', { name: 'Create Course' }));

    expect(await screen.findByText('Course list')).toBeInTheDocument();
    expect(alert).toHaveBeenCalledWith('Course created successfully!');
    const [post] = callsTo(fetchMock, 'POST', '/api/courses');
    expect(requestBody(post?.[1])).toEqual({
      title: 'UPSC Foundation',
      description: 'Prelims and mains in one year.',
      price: 12000,
      category: 'upsc',
      duration: '12 months',
      features: ['Answer writing', 'Mock interviews'],
    });
  });

  it("shows the schema's issue under its field and sends nothing when a field is missing", async () => {
    const fetchMock = stubFetch(() => jsonResponse({ success: true }, 201));
    renderCreatePage();
    await userEvent.type(screen.getByLabelText('Description'), 'No title yet');
    await userEvent.type(screen.getByLabelText('Price (₹)'), '100');
    await userEvent.click(screen.getByRole('button', { name: 'Create Course' }));
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription('Title is required');
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Description')).not.toHaveAttribute('aria-invalid');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows every required field's message at once on an empty form, each next to its field", async () => {
    const fetchMock = stubFetch(() => jsonResponse({ success: true }, 201));
    renderCreatePage();
    await userEvent.click(screen.getByRole('button', { name: 'Create Course' }));
    for (const [label, message] of [
      ['Title', 'Title is required'],
      ['Description', 'Description is required'],
      ['Price (₹)', 'Price is required and must be a number'],
    ] as const) {
      const field = screen.getByLabelText(label);
      expect(field, label).toHaveAttribute('aria-invalid', 'true');
      expect(field, label).toHaveAccessibleDescription(message);
      expect(field.nextElementSibling, label).toHaveTextContent(message);
    }
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's error in a banner", async () => {
    stubFetch(() => jsonResponse({ success: false, error: 'A course with this title already exists' }, 409));
    renderCreatePage();
    await fillCourse();
    await userEvent.click(screen.getByRole('button', { name: 'Create Course' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A course with this title already exists');
    expect(screen.getByRole('button', { name: 'Create Course' })).toBeEnabled();
  });

  it("falls back to 'Failed to create course'", async () => {
    stubFetch(() => new Response('Bad gateway', { status: 502 }));
    renderCreatePage();
    await fillCourse();
    await userEvent.click(screen.getByRole('button', { name: 'Create Course' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to create course');
  });

  it('goes back to the course list on Cancel', async () => {
    renderCreatePage();
    await userEvent.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(screen.getByText('Course list')).toBeInTheDocument();
  });
});
