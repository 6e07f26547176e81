import { useState, type FormEvent } from 'react';
import { Dialog } from '../../components/Dialog';
import { ErrorBox } from '../../components/ErrorBox';
import { useToast } from '../../components/toast';
import { errorMessage } from '../../lib/error-messages';
import { useT } from '../../lib/i18n';
import { AdFields } from './AdFields';
import { updateAd, uploadAdImage, type StoredHomepageAd } from './api';
import { ImageField } from './ImageField';
import { editFormFromAd, parseEditAdForm, type EditAdForm } from './new-ad-form';

type Stage = 'editing' | 'uploading' | 'saving';

interface EditAdDialogProps {
  ad: StoredHomepageAd;
  onClose: () => void;
  onSaved: (ad: StoredHomepageAd) => void;
}

export function EditAdDialog({ ad, onClose, onSaved }: EditAdDialogProps) {
  const t = useT();
  const toast = useToast();
  const [form, setForm] = useState<EditAdForm>(() => editFormFromAd(ad));
  const [problem, setProblem] = useState<string>();
  const [stage, setStage] = useState<Stage>('editing');
  const stageText: Record<Stage, string> = {
    editing: '',
    uploading: t('adminAds.uploadingImage'),
    saving: t('adminAds.saving'),
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = parseEditAdForm(form);
    if (!parsed.ok) {
      setProblem(parsed.message);
      return;
    }
    setProblem(undefined);
    try {
      let imageKey: string | undefined;
      if (parsed.image) {
        setStage('uploading');
        imageKey = await uploadAdImage(parsed.image);
      }
      setStage('saving');
      const saved = await updateAd(ad._id, { ...parsed.details, ...(imageKey ? { imageKey } : {}) });
      toast.success(t('adminAds.updated'));
      onSaved(saved);
    } catch (error) {
      toast.error(errorMessage(error, t('adminAds.updateFailed')));
      setStage('editing');
    }
  }

  return (
    <Dialog title={t('adminAds.editTitle')} onClose={onClose}>
      {/* Checked against the shared schemas on submit, so the browser's own checks are off. */}
      <form className="form" noValidate onSubmit={submit}>
        <AdFields texts={form} onChange={(change) => setForm((current) => ({ ...current, ...change }))} />
        <img className="admin-ad-current-image" src={ad.imageUrl} alt={t('adminAds.currentImage')} />
        <ImageField
          label={t('adminAds.replaceImage')}
          required={false}
          image={form.image}
          onChange={(image) => {
            setForm((current) => ({ ...current, image }));
            if (image) setProblem(undefined);
          }}
          onReject={setProblem}
        />
        {problem && <ErrorBox>{problem}</ErrorBox>}
        <div className="ad-form-actions">
          <p className="ad-form-stage" role="status">
            {stageText[stage]}
          </p>
          <button type="button" className="button button-outline" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="button button-primary" disabled={stage !== 'editing'}>
            {t('adminAds.save')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
