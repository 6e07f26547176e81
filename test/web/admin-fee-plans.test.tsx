import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { FeePlan } from '../../shared/fee-plans';
import { CreateCoursePage } from '../../web/src/features/admin-new-course/CreateCoursePage';
import {
  callsTo,
  fakeAdminCourse,
  renderCoursesPage,
  requestBody,
  stubAdminApi,
  upscCourse,
} from './admin-courses-helpers';
import { jsonResponse, stubFetch } from './helpers';

function renderCreatePage() {
  vi.spyOn(window, 'alert').mockImplementation(() => {});
  render(
    <MemoryRouter initialEntries={['/admin/courses/new']}>
      <Routes>
        <Route path="/admin/courses/new" element={<CreateCoursePage />} />
        <Route path="/admin/courses" element={<p>Course list</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

async function fillCourse(price = '24999') {
  await userEvent.type(screen.getByLabelText('Title'), 'GPSC Weekend Batch');
  await userEvent.type(screen.getByLabelText('Description'), 'Weekend classes with tests.');
  await userEvent.type(screen.getByLabelText('Price (₹)'), price);
}

const plan = (number: number) => screen.getByRole('group', { name: `Plan ${number}` });
const comesTo = (group: HTMLElement) =>
  within(group)
    .getAllByText(/^Comes to /)
    .map((line) => line.textContent);
const create = () => userEvent.click(screen.getByRole('button', { name: 'Create Course' }));

describe("the course form's fee plans", () => {
  it('adds the 40/30/30 plan, shows what each instalment comes to for the price, and sends it', async () => {
    const fetchMock = stubFetch(() => jsonResponse({ success: true, course: { _id: 'c9' } }, 201));
    renderCreatePage();
    await fillCourse();
    await userEvent.click(screen.getByRole('button', { name: 'Add plan: 40/30/30 over 60 days' }));

    const three = plan(1);
    expect(within(three).getByLabelText('Plan name')).toHaveValue('3 instalments');
    expect(comesTo(three)).toEqual(['Comes to ₹9,999.60', 'Comes to ₹7,499.70', 'Comes to ₹7,499.70']);
    expect(within(three).getByLabelText('Instalment 1 (%)')).toHaveAccessibleDescription('Comes to ₹9,999.60');
    expect(within(three).getByText('Due at checkout')).toBeInTheDocument();
    expect(within(three).getByLabelText('Instalment 3: days after checkout')).toHaveValue(60);
    expect(within(three).getByText('Total 100%: the plan adds up')).toBeInTheDocument();

    // The price typed later changes the amounts at once.
    await userEvent.clear(screen.getByLabelText('Price (₹)'));
    await userEvent.type(screen.getByLabelText('Price (₹)'), '1001');
    expect(comesTo(three)).toEqual(['Comes to ₹400.40', 'Comes to ₹300.30', 'Comes to ₹300.30']);

    await userEvent.click(within(three).getByLabelText('Suspend access until it is paid'));
    await userEvent.type(within(three).getByLabelText('Days late before access is suspended'), '15');
    await create();

    expect(await screen.findByText('Course list')).toBeInTheDocument();
    const [post] = callsTo(fetchMock, 'POST', '/api/courses');
    expect(requestBody(post?.[1])).toMatchObject({
      price: 1001,
      plans: [
        {
          name: '3 instalments',
          instalments: [
            { percent: 40, dueAfterDays: 0 },
            { percent: 30, dueAfterDays: 30 },
            { percent: 30, dueAfterDays: 60 },
          ],
          overdue: { rule: 'suspend', afterDays: 15 },
        },
      ],
    });
  });

  it('keeps a running total, and refuses a plan whose percentages do not add up to 100 before sending', async () => {
    const fetchMock = stubFetch(() => jsonResponse({ success: true, course: { _id: 'c9' } }, 201));
    renderCreatePage();
    await fillCourse();
    await userEvent.click(screen.getByRole('button', { name: 'Add plan' }));
    const own = plan(1);
    await userEvent.type(within(own).getByLabelText('Plan name'), 'Two halves');
    await userEvent.type(within(own).getByLabelText('Instalment 1 (%)'), '40');
    expect(within(own).getByText('Total 40% of 100%: 60% still to place')).toBeInTheDocument();
    await userEvent.click(within(own).getByRole('button', { name: 'Add instalment' }));
    expect(within(own).getByLabelText('Instalment 2: days after checkout')).toHaveValue(30);
    await userEvent.type(within(own).getByLabelText('Instalment 2 (%)'), '70');
    expect(within(own).getByText('Total 110% of 100%: 10% too much')).toBeInTheDocument();

    await create();
    expect(within(own).getByText('The percentages of a fee plan must add up to exactly 100')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    // Fixing the share takes the message away at once; the plan then goes.
    await userEvent.clear(within(own).getByLabelText('Instalment 2 (%)'));
    await userEvent.type(within(own).getByLabelText('Instalment 2 (%)'), '60');
    expect(within(own).queryByText('The percentages of a fee plan must add up to exactly 100')).not.toBeInTheDocument();
    expect(comesTo(own)).toEqual(['Comes to ₹9,999.60', 'Comes to ₹14,999.40']);
    await create();
    expect(await screen.findByText('Course list')).toBeInTheDocument();
    expect(requestBody(callsTo(fetchMock, 'POST', '/api/courses')[0]?.[1])).toMatchObject({
      plans: [
        {
          name: 'Two halves',
          instalments: [
            { percent: 40, dueAfterDays: 0 },
            { percent: 60, dueAfterDays: 30 },
          ],
          overdue: { rule: 'keep-access' },
        },
      ],
    });
  });

  it('turns a plan by percentages into the exact amounts, and checks amounts against the price', async () => {
    const fetchMock = stubFetch(() => jsonResponse({ success: true, course: { _id: 'c9' } }, 201));
    renderCreatePage();
    await fillCourse();
    await userEvent.click(screen.getByRole('button', { name: 'Add plan: 40/30/30 over 60 days' }));
    const three = plan(1);
    await userEvent.selectOptions(within(three).getByLabelText('Instalments in'), 'Amounts in rupees');
    expect(within(three).getByLabelText('Instalment 1 (₹)')).toHaveValue(9999.6);
    expect(within(three).getByLabelText('Instalment 3 (₹)')).toHaveValue(7499.7);
    expect(within(three).getByText('Total ₹24,999: the plan adds up to the price')).toBeInTheDocument();

    await userEvent.clear(within(three).getByLabelText('Instalment 1 (₹)'));
    await userEvent.type(within(three).getByLabelText('Instalment 1 (₹)'), '9999');
    expect(within(three).getByText('Total ₹24,998.40 of ₹24,999: ₹0.60 still to place')).toBeInTheDocument();
    await create();
    expect(within(three).getByText('The instalments of this fee plan do not add up to the price')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('adds the full-fee plan beside another and removes one, sending only what is left', async () => {
    const fetchMock = stubFetch(() => jsonResponse({ success: true, course: { _id: 'c9' } }, 201));
    renderCreatePage();
    await fillCourse();
    await userEvent.click(screen.getByRole('button', { name: 'Add plan' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add plan: full fee at checkout' }));
    expect(within(plan(2)).getByLabelText('Plan name')).toHaveValue('Full fee');
    expect(comesTo(plan(2))).toEqual(['Comes to ₹24,999']);
    await userEvent.click(screen.getByRole('button', { name: 'Remove plan 1' }));
    expect(screen.queryByRole('group', { name: 'Plan 2' })).not.toBeInTheDocument();
    await create();
    expect(await screen.findByText('Course list')).toBeInTheDocument();
    expect(requestBody(callsTo(fetchMock, 'POST', '/api/courses')[0]?.[1])).toMatchObject({
      plans: [{ name: 'Full fee', instalments: [{ percent: 100, dueAfterDays: 0 }], overdue: { rule: 'keep-access' } }],
    });
  });

  it("puts the server's message on the plan and the instalment its field names", async () => {
    let reply = { code: 'validation.plan_due_order', field: 'plans.1.instalments.2.dueAfterDays' };
    stubFetch(() =>
      jsonResponse({ success: false, error: 'Each instalment must be due more days after checkout', ...reply }, 400),
    );
    renderCreatePage();
    await fillCourse();
    await userEvent.click(screen.getByRole('button', { name: 'Add plan: full fee at checkout' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add plan: 40/30/30 over 60 days' }));
    await create();

    const message = 'Each instalment must be due more days after checkout than the one before it';
    const days = within(plan(2)).getByLabelText('Instalment 3: days after checkout');
    await waitFor(() => expect(days).toHaveAttribute('aria-invalid', 'true'));
    expect(days).toHaveAccessibleDescription(message);
    expect(within(plan(2)).getByLabelText('Instalment 2: days after checkout')).not.toHaveAttribute('aria-invalid');
    expect(within(plan(1)).queryByText(message)).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(message);

    reply = { code: 'fee_plan_total_mismatch', field: 'plans.0.instalments' };
    await create();
    expect(
      await within(plan(1)).findByText('The instalments of this fee plan do not add up to the price'),
    ).toBeInTheDocument();
    expect(within(plan(2)).queryByText('The instalments of this fee plan do not add up to the price')).toBeNull();
  });
});

describe('the edit dialog', () => {
  const saved: FeePlan[] = [
    {
      _id: '01JZ0000000000000000000001',
      name: '3 instalments',
      instalments: [
        { percent: 40, dueAfterDays: 0 },
        { percent: 30, dueAfterDays: 30 },
        { percent: 30, dueAfterDays: 60 },
      ],
      overdue: { rule: 'suspend', afterDays: 15 },
    },
    {
      _id: '01JZ0000000000000000000002',
      name: 'Two parts',
      instalments: [
        { amount: 20000, dueAfterDays: 0 },
        { amount: 15000, dueAfterDays: 45 },
      ],
      overdue: { rule: 'keep-access' },
    },
  ];
  const withPlans = fakeAdminCourse({ ...upscCourse, plans: saved });

  it('shows the saved plans and sends them back with their ids, a new one without', async () => {
    const fetchMock = stubAdminApi(
      (_url, init) => (init?.method === 'PUT' ? jsonResponse({ success: true, course: withPlans }) : undefined),
      () => [withPlans],
    );
    renderCoursesPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit UPSC Prelims Crash Course' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Course' });
    const first = within(dialog).getByRole('group', { name: 'Plan 1' });
    const second = within(dialog).getByRole('group', { name: 'Plan 2' });
    expect(within(first).getByLabelText('Suspend access until it is paid')).toBeChecked();
    expect(within(first).getByLabelText('Days late before access is suspended')).toHaveValue(15);
    expect(comesTo(first)).toEqual(['Comes to ₹14,000', 'Comes to ₹10,500', 'Comes to ₹10,500']);
    expect(within(second).getByLabelText('Instalments in')).toHaveValue('amount');
    expect(within(second).getByLabelText('Instalment 2 (₹)')).toHaveValue(15000);
    expect(within(second).getByText('Total ₹35,000: the plan adds up to the price')).toBeInTheDocument();

    await userEvent.clear(within(first).getByLabelText('Plan name'));
    await userEvent.type(within(first).getByLabelText('Plan name'), '40-30-30');
    await userEvent.click(within(first).getByRole('button', { name: 'Remove instalment 3' }));
    await userEvent.clear(within(first).getByLabelText('Instalment 2 (%)'));
    await userEvent.type(within(first).getByLabelText('Instalment 2 (%)'), '60');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add plan: full fee at checkout' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Course updated successfully!')).toBeInTheDocument();
    const [put] = callsTo(fetchMock, 'PUT', '/api/courses/c2');
    expect((requestBody(put?.[1]) as { plans: unknown }).plans).toEqual([
      {
        _id: '01JZ0000000000000000000001',
        name: '40-30-30',
        instalments: [
          { percent: 40, dueAfterDays: 0 },
          { percent: 60, dueAfterDays: 30 },
        ],
        overdue: { rule: 'suspend', afterDays: 15 },
      },
      { ...saved[1] },
      { name: 'Full fee', instalments: [{ percent: 100, dueAfterDays: 0 }], overdue: { rule: 'keep-access' } },
    ]);
  });

  it('sends no plans once every plan is removed, which clears them', async () => {
    const fetchMock = stubAdminApi(
      (_url, init) => (init?.method === 'PUT' ? jsonResponse({ success: true, course: upscCourse }) : undefined),
      () => [withPlans],
    );
    renderCoursesPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit UPSC Prelims Crash Course' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Course' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove plan 2' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove plan 1' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Course updated successfully!')).toBeInTheDocument();
    expect(requestBody(callsTo(fetchMock, 'PUT', '/api/courses/c2')[0]?.[1])).not.toHaveProperty('plans');
  });
});
