import { useState, type FormEvent } from 'react';
import { type SiteSettings, siteSettingsSchema } from '../../../../shared/site-settings';
import { ErrorBox } from '../../components/ErrorBox';
import { TextAreaField } from '../../components/TextAreaField';
import { TextField } from '../../components/TextField';
import { useToast } from '../../components/toast';
import { ApiError } from '../../lib/api';
import { errorMessage } from '../../lib/error-messages';
import { fieldErrors, type FieldErrors } from '../../lib/field-errors';
import { type MessageId, useT } from '../../lib/i18n';
import { saveSiteSettings } from './api';

const EMPTY = { address: '', addressGu: '', mapUrl: '', hours: '', hoursGu: '', whatsApp: '' };
type Form = typeof EMPTY;
type Field = keyof Form;
const FIELDS = Object.keys(EMPTY) as Field[];
const isField = (name: unknown): name is Field => FIELDS.includes(name as Field);

/** What each field needs, said by the field when it is not that. */
const FIELD_PROBLEM: Record<Field, MessageId> = {
  address: 'siteSettings.addressProblem',
  addressGu: 'siteSettings.addressProblem',
  mapUrl: 'siteSettings.mapUrlProblem',
  hours: 'siteSettings.hoursProblem',
  hoursGu: 'siteSettings.hoursProblem',
  whatsApp: 'siteSettings.whatsAppProblem',
};

const formOf = (settings: SiteSettings | null): Form => ({ ...EMPTY, ...settings });

/** The contact page's facts, saved together. */
export function SiteSettingsForm({
  settings,
  onSaved,
}: {
  settings: SiteSettings | null;
  onSaved: (saved: SiteSettings) => void;
}) {
  const t = useT();
  const toast = useToast();
  const [form, setForm] = useState(() => formOf(settings));
  const [invalid, setInvalid] = useState<FieldErrors<Field>>({});
  const [failure, setFailure] = useState<string>();
  const [saving, setSaving] = useState(false);

  const setField = (field: Field) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setInvalid((current) => ({ ...current, [field]: undefined }));
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(undefined);
    const parsed = siteSettingsSchema.safeParse(form);
    if (!parsed.success) {
      const found = fieldErrors<Field>(parsed.error.issues);
      setInvalid(
        Object.fromEntries(FIELDS.filter((field) => found[field]).map((field) => [field, t(FIELD_PROBLEM[field])])),
      );
      return;
    }
    setInvalid({});
    setSaving(true);
    try {
      // A Gujarati text left empty is sent as none: the contact page then shows the English one.
      const { addressGu, hoursGu, ...required } = parsed.data;
      const saved = await saveSiteSettings({
        ...required,
        ...(addressGu ? { addressGu } : {}),
        ...(hoursGu ? { hoursGu } : {}),
      });
      setForm(formOf(saved));
      toast.success(t('siteSettings.saved'));
      onSaved(saved);
    } catch (error) {
      const field = error instanceof ApiError ? error.field : undefined;
      if (isField(field)) setInvalid({ [field]: t(FIELD_PROBLEM[field]) });
      else setFailure(errorMessage(error, t('siteSettings.saveFailed'), t));
    } finally {
      setSaving(false);
    }
  }

  return (
    // Checked against the server's own schema on submit, so the browser's own checks are off.
    <form className="form site-settings-form" noValidate onSubmit={submit}>
      {failure && <ErrorBox>{failure}</ErrorBox>}
      <TextAreaField
        label={t('siteSettings.address')}
        required
        rows={3}
        maxLength={300}
        value={form.address}
        onChange={setField('address')}
        error={invalid.address}
      />
      <TextAreaField
        label={t('siteSettings.addressGu')}
        rows={3}
        maxLength={300}
        lang="gu"
        value={form.addressGu}
        onChange={setField('addressGu')}
        error={invalid.addressGu}
      />
      <TextField
        label={t('siteSettings.mapUrl')}
        type="url"
        inputMode="url"
        required
        value={form.mapUrl}
        onChange={setField('mapUrl')}
        error={invalid.mapUrl}
        placeholder="https://maps.google.com/?q=…"
      />
      <TextAreaField
        label={t('siteSettings.hours')}
        required
        rows={2}
        maxLength={200}
        value={form.hours}
        onChange={setField('hours')}
        error={invalid.hours}
      />
      <TextAreaField
        label={t('siteSettings.hoursGu')}
        rows={2}
        maxLength={200}
        lang="gu"
        value={form.hoursGu}
        onChange={setField('hoursGu')}
        error={invalid.hoursGu}
      />
      <TextField
        label={t('siteSettings.whatsApp')}
        type="tel"
        inputMode="tel"
        required
        value={form.whatsApp}
        onChange={setField('whatsApp')}
        error={invalid.whatsApp}
      />
      <div>
        <button type="submit" className="button button-primary" disabled={saving}>
          {saving ? t('common.processing') : t('siteSettings.save')}
        </button>
      </div>
    </form>
  );
}
