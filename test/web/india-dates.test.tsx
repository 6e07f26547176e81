/**
 * Dates in India time in a browser that is not: the office reads its books by India's day. Run with
 * the process in Los Angeles, where 00:00 on 10 May in India is still 9 May.
 */
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminPayment, ReportPaymentsPage, ReportStats } from '../../shared/admin-types';
import { PaymentLedgerTable } from '../../web/src/components/PaymentLedgerTable';
import { ReportsPage } from '../../web/src/features/reports/ReportsPage';
import { jsonResponse, stubFetch } from './helpers';

/** The start of 10 May 2026 in India: what an office payment received that day is dated. */
const START_OF_INDIAN_DAY = '2026-05-09T18:30:00.000Z';

const zoneBefore = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/Los_Angeles';
});
afterAll(() => {
  if (zoneBefore === undefined) delete process.env.TZ;
  else process.env.TZ = zoneBefore;
});

describe('dates in India time, in a browser in Los Angeles', () => {
  it('runs where the day is still the 9th', () => {
    expect(new Date(START_OF_INDIAN_DAY).getDate()).toBe(9);
  });

  it("dates the reports' payments on India's day", async () => {
    const stats: ReportStats = {
      totalStudents: 1,
      totalAmount: 3000,
      grossAmount: 3000,
      refundedAmount: 0,
      courseStats: [],
    };
    const page: ReportPaymentsPage = {
      payments: [
        {
          _id: 'p1',
          name: 'Asha Desai',
          mobile: '9876500000',
          course: 'Talati Batch',
          amount: 3000,
          paymentDate: START_OF_INDIAN_DAY,
          method: 'offline',
        },
      ],
      currentPage: 1,
      totalPages: 1,
    };
    localStorage.setItem('token', 'admin-token');
    stubFetch((url) => {
      if (url === '/api/stats') return jsonResponse({ success: true, ...stats });
      if (url.startsWith('/api/payments?')) return jsonResponse({ success: true, ...page });
      return jsonResponse({ success: false, error: `Unexpected ${url}` }, 404);
    });
    render(
      <MemoryRouter>
        <ReportsPage />
      </MemoryRouter>,
    );
    const row = (await screen.findByText('Asha Desai')).closest('tr')!;
    expect(within(row).getByText('10 May 2026')).toBeInTheDocument();
  });

  it("shows an office payment's day alone and a card payment's India time in the payments table", () => {
    const base = {
      status: 'paid',
      mobile: '9876500000',
      course: { _id: 'c1', title: 'Talati Batch' },
      amount: 3000,
    } as const;
    const payments: AdminPayment[] = [
      {
        ...base,
        _id: 'p1',
        method: 'offline',
        status: 'approved',
        name: 'Office Payer',
        createdAt: '2026-05-10T06:00:00.000Z',
        decidedAt: START_OF_INDIAN_DAY,
      },
      {
        ...base,
        _id: 'p2',
        method: 'card',
        name: 'Card Payer',
        createdAt: '2026-05-09T20:00:00.000Z',
        decidedAt: '2026-05-09T20:00:00.000Z',
      },
    ];
    render(<PaymentLedgerTable payments={payments} caption="Payments" showPayer />);
    const dateOf = (name: string) =>
      screen.getByRole('row', { name: new RegExp(name) }).querySelector('th')!.textContent;
    expect(dateOf('Office Payer')).toBe('10 May 2026');
    expect(dateOf('Card Payer')).toBe('10 May 2026, 1:30 am');
  });
});
