import { useId } from 'react';
import { CheckboxField } from '../../components/CheckboxField';
import { errorAttributes, FieldError } from '../../components/FieldError';
import { useT } from '../../lib/i18n';
import type { Product } from './api';
import type { CouponForm } from './coupon-form';

type Choice = Pick<CouponForm, 'scope' | 'courseIds' | 'seriesIds'>;

interface ProductChoiceProps {
  form: Choice;
  courses: readonly Product[];
  series: readonly Product[];
  error?: string;
  onChange: (change: Partial<Choice>) => void;
}

const toggled = (ids: readonly string[], id: string, on: boolean) =>
  on ? [...ids.filter((other) => other !== id), id] : ids.filter((other) => other !== id);

/** Which courses and test series a coupon prices: every one, or those ticked. */
export function ProductChoice({ form, courses, series, error, onChange }: ProductChoiceProps) {
  const t = useT();
  const name = useId();
  const errorId = `${name}-error`;
  const lists = [
    { legend: t('coupons.courses'), products: courses, field: 'courseIds' as const },
    { legend: t('coupons.testSeries'), products: series, field: 'seriesIds' as const },
  ];
  return (
    <fieldset className="coupon-products" {...errorAttributes(errorId, error)}>
      <legend>{t('coupons.for')}</legend>
      {(['all', 'chosen'] as const).map((scope) => (
        <label key={scope} className="coupon-scope">
          <input type="radio" name={name} checked={form.scope === scope} onChange={() => onChange({ scope })} />
          {t(scope === 'all' ? 'coupons.forEveryProduct' : 'coupons.forChosenProducts')}
        </label>
      ))}
      {form.scope === 'chosen' &&
        lists.map(({ legend, products, field }) => (
          <fieldset key={field} className="coupon-product-list">
            <legend>{legend}</legend>
            {products.length === 0 && <p className="muted">{t('coupons.noneToChoose')}</p>}
            {products.map((product) => (
              <CheckboxField
                key={product.id}
                label={product.title}
                checked={form[field].includes(product.id)}
                onChange={(on) => onChange({ [field]: toggled(form[field], product.id, on) })}
              />
            ))}
          </fieldset>
        ))}
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
