import { useState, type FormEvent } from 'react';
import { STAFF_ROLES, type StaffMember, staffInviteSchema } from '../../../../shared/staff';
import type { StaffRole } from '../../../../shared/types';
import { Dialog } from '../../components/Dialog';
import { ErrorBox } from '../../components/ErrorBox';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import { errorMessage } from '../../lib/error-messages';
import { useActiveLanguage, useT } from '../../lib/i18n';
import { type CourseChoice, inviteStaff } from './api';
import { CourseChoices } from './CourseChoices';
import { ROLE_LABELS } from './role-labels';

interface InviteStaffDialogProps {
  courses: readonly CourseChoice[];
  onClose: () => void;
  onInvited: (staff: StaffMember, reinvited: boolean) => void;
}

/** Name, e-mail and role (and courses for faculty); the invitation goes out in the screen's language. */
export function InviteStaffDialog({ courses, onClose, onInvited }: InviteStaffDialogProps) {
  const t = useT();
  const language = useActiveLanguage();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('faculty');
  const [courseIds, setCourseIds] = useState<string[]>([]);
  const [problem, setProblem] = useState<string>();
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setProblem(undefined);
    const parsed = staffInviteSchema.safeParse({
      name,
      email,
      role,
      language,
      ...(role === 'faculty' && courseIds.length ? { courseIds } : {}),
    });
    if (!parsed.success) {
      setProblem(t('staff.inviteInvalid'));
      return;
    }
    setSending(true);
    try {
      const invited = await inviteStaff(parsed.data);
      onInvited(invited.staff, invited.reinvited);
    } catch (error) {
      setProblem(errorMessage(error, t('staff.inviteFailed'), t));
    } finally {
      setSending(false);
    }
  }

  return (
    <Dialog title={t('staff.inviteTitle')} onClose={onClose}>
      <form className="form" noValidate onSubmit={submit}>
        {problem && <ErrorBox>{problem}</ErrorBox>}
        <TextField label={t('staff.name')} value={name} maxLength={100} onChange={setName} required />
        <TextField
          label={t('staff.email')}
          type="email"
          autoComplete="off"
          value={email}
          maxLength={254}
          onChange={setEmail}
          required
        />
        <SelectField
          label={t('staff.role')}
          value={role}
          options={STAFF_ROLES}
          optionLabel={(option) => t(ROLE_LABELS[option])}
          onChange={setRole}
        />
        {role === 'faculty' && <CourseChoices courses={courses} chosen={courseIds} onChange={setCourseIds} />}
        <div className="staff-form-actions">
          <button type="button" className="button button-outline" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="button button-primary" disabled={sending}>
            {sending ? t('common.pleaseWait') : t('staff.sendInvite')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
