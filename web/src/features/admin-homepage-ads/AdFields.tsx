import { useId } from 'react';
import { TextAreaField } from '../../components/TextAreaField';
import { TextField } from '../../components/TextField';
import { gapDescription, GujaratiGapHint, GujaratiGapsCount } from '../../components/GujaratiGaps';
import { useT } from '../../lib/i18n';
import type { AdTexts } from './new-ad-form';

interface AdFieldsProps {
  texts: AdTexts;
  onChange: (change: Partial<AdTexts>) => void;
}

/** The texts and link of an ad, as the new-ad and edit dialogs both ask for them. */
export function AdFields({ texts, onChange }: AdFieldsProps) {
  const t = useT();
  const redirectHintId = useId();
  const translationHintId = useId();
  const gapIds = { title: useId(), description: useId() };
  const gujarati = {
    title: { english: texts.title, gujarati: texts.titleGu },
    description: { english: texts.description, gujarati: texts.descriptionGu },
  };

  return (
    <>
      <GujaratiGapsCount pairs={Object.values(gujarati)} />
      <TextField
        label={t('adminAds.titleLabel')}
        value={texts.title}
        onChange={(title) => onChange({ title })}
        required
      />
      <TextAreaField
        label={t('adminAds.descriptionLabel')}
        value={texts.description}
        onChange={(description) => onChange({ description })}
      />
      <TextField
        label={t('adminAds.redirectLabel')}
        inputMode="url"
        placeholder="/gpsc"
        aria-describedby={redirectHintId}
        value={texts.redirectUrl}
        onChange={(redirectUrl) => onChange({ redirectUrl })}
        required
      />
      <p id={redirectHintId} className="field-hint ad-form-hint">
        {t('adminAds.redirectHint')}
      </p>
      <fieldset className="ad-form-translation" aria-describedby={translationHintId}>
        <legend>{t('adminAds.gujaratiLegend')}</legend>
        <p id={translationHintId} className="field-hint">
          {t('adminAds.gujaratiHint')}
        </p>
        <TextField
          label={t('adminAds.gujaratiTitle')}
          lang="gu"
          value={texts.titleGu}
          onChange={(titleGu) => onChange({ titleGu })}
          aria-describedby={gapDescription(gapIds.title, gujarati.title)}
        />
        <GujaratiGapHint id={gapIds.title} pair={gujarati.title} />
        <TextAreaField
          label={t('adminAds.gujaratiDescription')}
          lang="gu"
          value={texts.descriptionGu}
          onChange={(descriptionGu) => onChange({ descriptionGu })}
          aria-describedby={gapDescription(gapIds.description, gujarati.description)}
        />
        <GujaratiGapHint id={gapIds.description} pair={gujarati.description} />
      </fieldset>
    </>
  );
}
