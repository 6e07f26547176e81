import { useState } from 'react';
import type { StaffMember } from '../../../../shared/staff';
import { Dialog } from '../../components/Dialog';
import { ErrorBox } from '../../components/ErrorBox';
import { errorMessage } from '../../lib/error-messages';
import { useT } from '../../lib/i18n';
import { changeStaff } from './api';

interface DisableStaffDialogProps {
  member: StaffMember;
  onClose: () => void;
  onSaved: (staff: StaffMember) => void;
}

/** Asked before disabling (the member is signed out everywhere at once) or enabling an account. */
export function DisableStaffDialog({ member, onClose, onSaved }: DisableStaffDialogProps) {
  const t = useT();
  const disabling = !member.disabled;
  const [problem, setProblem] = useState<string>();
  const [saving, setSaving] = useState(false);

  async function confirm() {
    setProblem(undefined);
    setSaving(true);
    try {
      onSaved(await changeStaff(member._id, { disabled: disabling }));
    } catch (error) {
      setProblem(errorMessage(error, t('staff.saveFailed'), t));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog title={t(disabling ? 'staff.disableTitle' : 'staff.enableTitle', { name: member.name })} onClose={onClose}>
      {problem && <ErrorBox>{problem}</ErrorBox>}
      <p>{t(disabling ? 'staff.disableText' : 'staff.enableText', { name: member.name })}</p>
      <div className="staff-form-actions">
        <button type="button" className="button button-outline" onClick={onClose}>
          {t('common.cancel')}
        </button>
        <button type="button" className="button button-primary" disabled={saving} onClick={() => void confirm()}>
          {saving ? t('common.pleaseWait') : t(disabling ? 'staff.disable' : 'staff.enable')}
        </button>
      </div>
    </Dialog>
  );
}
