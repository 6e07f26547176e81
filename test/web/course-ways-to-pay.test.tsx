import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FeePlan } from '../../shared/fee-plans';
import type { Course } from '../../shared/types';
import { activateLanguage, browserI18n } from '../../web/src/lib/i18n';
import { renderCoursePage } from './course-page-helpers';
import { fakeCourse, jsonResponse, profileResponder, stubFetch } from './helpers';

const threeInstalments: FeePlan = {
  _id: '01JZ0000000000000000000001',
  name: '3 instalments',
  instalments: [
    { percent: 40, dueAfterDays: 0 },
    { percent: 30, dueAfterDays: 30 },
    { percent: 30, dueAfterDays: 60 },
  ],
  overdue: { rule: 'suspend', afterDays: 15 },
};
const fullFee: FeePlan = {
  _id: '01JZ0000000000000000000002',
  name: 'Full fee',
  instalments: [{ percent: 100, dueAfterDays: 0 }],
  overdue: { rule: 'keep-access' },
};
const twoParts: FeePlan = {
  _id: '01JZ0000000000000000000003',
  name: 'Two parts',
  instalments: [
    { amount: 15000, dueAfterDays: 0 },
    { amount: 9999, dueAfterDays: 1 },
  ],
  overdue: { rule: 'suspend', afterDays: 1 },
};

/** The course page for a visitor who has not signed in, the course answering as given. */
async function visit(course: Course) {
  const profile = profileResponder(null);
  stubFetch((url) => (url === '/api/courses/c1' ? jsonResponse({ success: true, course }) : profile(url)));
  renderCoursePage();
  await screen.findByRole('heading', { level: 1, name: course.title });
}

const waysToPay = () => screen.getByRole('region', { name: 'Ways to pay' });

/** Each plan's name, its instalments as listed, and the line under them if any. */
function shownPlans() {
  return within(waysToPay())
    .getAllByRole('heading', { level: 3 })
    .map((heading) => {
      const plan = heading.closest('li')!;
      return {
        name: heading.textContent,
        instalments: within(plan)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
        note: plan.querySelector('p')?.textContent,
      };
    });
}

describe("the course page's ways to pay", () => {
  it('lists every plan to a visitor before sign-in, each instalment exact to the paisa with when it is due', async () => {
    await visit(fakeCourse({ price: 24999, plans: [threeInstalments, fullFee, twoParts] }));
    expect(shownPlans()).toEqual([
      {
        name: '3 instalments',
        instalments: ['₹9,999.60 at checkout', '₹7,499.70 after 30 days', '₹7,499.70 after 60 days'],
        note: 'Access pauses 15 days after a missed due date, until the instalment is paid',
      },
      { name: 'Full fee', instalments: ['₹24,999 at checkout'], note: undefined },
      {
        name: 'Two parts',
        instalments: ['₹15,000 at checkout', '₹9,999 after 1 day'],
        note: 'Access pauses 1 day after a missed due date, until the instalment is paid',
      },
    ]);
  });

  it('gives the first instalment what the split leaves, so the parts add up to the price', async () => {
    const thirds: FeePlan = {
      ...threeInstalments,
      instalments: [
        { percent: 33.33, dueAfterDays: 0 },
        { percent: 33.33, dueAfterDays: 30 },
        { percent: 33.34, dueAfterDays: 60 },
      ],
      overdue: { rule: 'suspend', afterDays: 0 },
    };
    await visit(fakeCourse({ price: 1001, plans: [thirds] }));
    expect(shownPlans()).toEqual([
      {
        name: '3 instalments',
        instalments: ['₹333.64 at checkout', '₹333.63 after 30 days', '₹333.73 after 60 days'],
        note: 'Access pauses as soon as a due date is missed, until the instalment is paid',
      },
    ]);
  });

  it('leaves out a plan by amounts that no longer fits the price, since it cannot be chosen', async () => {
    await visit(fakeCourse({ price: 25000, plans: [twoParts, fullFee] }));
    expect(shownPlans().map((plan) => plan.name)).toEqual(['Full fee']);
  });

  it('shows nothing when the course has no plans', async () => {
    await visit(fakeCourse({ price: 24999 }));
    expect(screen.queryByRole('region', { name: 'Ways to pay' })).not.toBeInTheDocument();
    expect(screen.queryByText(/at checkout/)).not.toBeInTheDocument();
  });

  it('reads in Gujarati, the amounts still exact', async () => {
    await activateLanguage(browserI18n, 'gu');
    await visit(fakeCourse({ price: 24999, plans: [threeInstalments] }));
    const section = screen.getByRole('region', { name: 'ફી ભરવાની રીતો' });
    expect(
      within(section)
        .getAllByRole('listitem')
        .slice(1)
        .map((item) => item.textContent),
    ).toEqual(['ખરીદી વખતે ₹9,999.60', '30 દિવસ પછી ₹7,499.70', '60 દિવસ પછી ₹7,499.70']);
    expect(section).toHaveTextContent('હપ્તો નિયત તારીખે ન ભરાય તો 15 દિવસ પછી કોર્સ જોવાનું અટકી જશે');
  });
});
