import type { PaymentProduct } from '#shared/types.js';
import { PRODUCT_TAG_LABELS } from '../lib/payment-labels';
import './product-tag.css';

/** 'Test series' beside a payment's item when it bought one; nothing for a course. */
export function ProductTag({ product }: { product: PaymentProduct | undefined }) {
  const label = product ? PRODUCT_TAG_LABELS[product] : undefined;
  return label ? <span className="product-tag">{label}</span> : null;
}
