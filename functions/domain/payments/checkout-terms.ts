import type { FeePlan } from '#shared/fee-plans.js';
import type { Paise } from '#shared/money.js';

/**
 * What a checkout order was sold on, kept on its payment (ledger.ts) as the server priced it: the full
 * price, the coupon and its discount, and the chosen plan with every instalment's amount and due date.
 * The payment's `amountPaise` is what was taken now (the first instalment, or the whole total).
 */
export interface CheckoutTerms {
  pricePaise: Paise;
  discountPaise: Paise;
  /** The coupon's stored code, when one priced the order. */
  couponCode?: string;
  /** The moment the coupon's use was counted (with the order); its conditions were checked then. */
  couponCountedAt?: string;
  /** Set when an order left unpaid gave its coupon's use back; paying it after all counts the use again. */
  couponReleasedAt?: string;
  /** The plan chosen: every instalment with its date (the first is this payment) and its overdue rule. */
  plan?: {
    _id: string;
    name: string;
    instalments: { amountPaise: Paise; dueOn: string }[];
    overdue?: FeePlan['overdue'];
  };
}
