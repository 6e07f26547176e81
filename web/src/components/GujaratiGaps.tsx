import { useT } from '../lib/i18n';
import './gujarati-gaps.css';

/** A text (or list) the admin wrote in English and its Gujarati counterpart. */
export interface GujaratiPair {
  english: string | readonly string[];
  gujarati: string | readonly string[];
}

const written = (text: string | readonly string[]) =>
  typeof text === 'string' ? text.trim() !== '' : text.some((item) => item.trim() !== '');

/** English written and no Gujarati: a visitor reading Gujarati sees the English there. */
export const isGujaratiGap = (pair: GujaratiPair) => written(pair.english) && !written(pair.gujarati);

/** The form's count of empty Gujarati fields, shown at its top (nothing when none is empty). */
export function GujaratiGapsCount({ pairs }: { pairs: readonly GujaratiPair[] }) {
  const t = useT();
  const count = pairs.filter(isGujaratiGap).length;
  if (count === 0) return null;
  return <p className="gujarati-gaps">{t('gujaratiGaps.count', { count })}</p>;
}

/** The hint by one empty Gujarati field; its id is what the field names in aria-describedby. */
export function GujaratiGapHint({ id, pair }: { id: string; pair: GujaratiPair }) {
  const t = useT();
  if (!isGujaratiGap(pair)) return null;
  return (
    <p id={id} className="field-hint gujarati-gap">
      {t('gujaratiGaps.field')}
    </p>
  );
}

/** The `aria-describedby` of a Gujarati field: its hint while it is empty. */
export const gapDescription = (id: string, pair: GujaratiPair) => (isGujaratiGap(pair) ? id : undefined);
