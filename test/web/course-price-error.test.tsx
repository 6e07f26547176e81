import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { CreateCoursePage } from '../../web/src/features/admin-new-course/CreateCoursePage';
import { callsTo, renderCoursesPage, stubAdminApi } from './admin-courses-helpers';
import { stubFetch } from './helpers';

const NEGATIVE = 'Price must be 0 or more';

describe("the course form's price message", () => {
  it('goes as soon as a valid price is typed on the create page, before any submit', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch(() => {
      throw new Error('nothing is sent in this test');
    });
    render(
      <MemoryRouter initialEntries={['/admin/courses/new']}>
        <Routes>
          <Route path="/admin/courses/new" element={<CreateCoursePage />} />
        </Routes>
      </MemoryRouter>,
    );
    await user.type(screen.getByLabelText('Title'), 'UPSC Foundation');
    await user.type(screen.getByLabelText('Description'), 'Prelims and mains in one year.');
    const price = screen.getByLabelText('Price (₹)');
    await user.type(price, '-5');
    await user.click(screen.getByRole('button', { name: 'Create Course' }));
    expect(screen.getByText(NEGATIVE)).toBeInTheDocument();
    expect(price).toHaveAttribute('aria-invalid', 'true');

    await user.clear(price);
    await user.type(price, '500');
    expect(screen.queryByText(NEGATIVE)).not.toBeInTheDocument();
    expect(price).not.toHaveAttribute('aria-invalid');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('goes as soon as the price is valid again in the edit dialog, and a fixed field does not bring back other messages', async () => {
    const user = userEvent.setup();
    const fetchMock = stubAdminApi();
    renderCoursesPage();
    await user.click(await screen.findByRole('button', { name: 'Edit GPSC Class 1-2' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Edit Course' }));
    const price = dialog.getByLabelText('Price (₹)');
    await user.clear(price);
    await user.type(price, '-1');
    await user.clear(dialog.getByLabelText('Title'));
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));
    expect(dialog.getByText(NEGATIVE)).toBeInTheDocument();
    expect(dialog.getByText('Title is required')).toBeInTheDocument();

    await user.clear(price);
    await user.type(price, '1');
    expect(dialog.queryByText(NEGATIVE)).not.toBeInTheDocument();
    // The title is still empty, so its message stays until it is typed.
    expect(dialog.getByText('Title is required')).toBeInTheDocument();
    await user.type(dialog.getByLabelText('Title'), 'GPSC');
    expect(dialog.queryByText('Title is required')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT', '/api/courses/c1')).toHaveLength(0);
  });
});
