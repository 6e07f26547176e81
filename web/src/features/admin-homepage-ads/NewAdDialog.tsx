import { useState, type FormEvent } from 'react';
import { CheckboxField } from '../../components/CheckboxField';
import { Dialog } from '../../components/Dialog';
import { ErrorBox } from '../../components/ErrorBox';
import { useToast } from '../../components/toast';
import { errorMessage } from '../../lib/error-messages';
import { AdFields } from './AdFields';
import { createAd, uploadAdImage, type StoredHomepageAd } from './api';
import { ImageField } from './ImageField';
import { EMPTY_AD_FORM, parseNewAdForm, type NewAdForm } from './new-ad-form';

type Stage = 'editing' | 'uploading' | 'saving';

const STAGE_TEXT: Record<Stage, string> = { editing: '', uploading: 'Uploading image...', saving: 'Saving ad...' };

interface NewAdDialogProps {
  onClose: () => void;
  onCreated: (ad: StoredHomepageAd) => void;
}

export function NewAdDialog({ onClose, onCreated }: NewAdDialogProps) {
  const toast = useToast();
  const [form, setForm] = useState<NewAdForm>(EMPTY_AD_FORM);
  const [problem, setProblem] = useState<string>();
  const [stage, setStage] = useState<Stage>('editing');

  function setField<Field extends keyof NewAdForm>(field: Field) {
    return (value: NewAdForm[Field]) => setForm((current) => ({ ...current, [field]: value }));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = parseNewAdForm(form);
    if (!parsed.ok) {
      setProblem(parsed.message);
      return;
    }
    setProblem(undefined);
    try {
      setStage('uploading');
      const imageKey = await uploadAdImage(parsed.image);
      setStage('saving');
      const ad = await createAd({ ...parsed.details, imageKey });
      toast.success('Ad created successfully!');
      onCreated(ad);
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to create ad'));
      setStage('editing');
    }
  }

  return (
    <Dialog title="New Ad" onClose={onClose}>
      {/* Checked against the shared schemas on submit, so the browser's own checks are off. */}
      <form className="form" noValidate onSubmit={submit}>
        <AdFields texts={form} onChange={(change) => setForm((current) => ({ ...current, ...change }))} />
        <ImageField
          image={form.image}
          onChange={(image) => {
            setField('image')(image);
            if (image) setProblem(undefined);
          }}
          onReject={setProblem}
        />
        <CheckboxField label="Active" checked={form.isActive} onChange={setField('isActive')} />
        {problem && <ErrorBox>{problem}</ErrorBox>}
        <div className="ad-form-actions">
          <p className="ad-form-stage" role="status">
            {STAGE_TEXT[stage]}
          </p>
          <button type="button" className="button button-outline" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="button button-primary" disabled={stage !== 'editing'}>
            Create Ad
          </button>
        </div>
      </form>
    </Dialog>
  );
}
