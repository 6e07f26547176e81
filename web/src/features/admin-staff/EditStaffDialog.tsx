import { useState, type FormEvent } from 'react';
import { STAFF_ROLES, type StaffMember } from '../../../../shared/staff';
import type { StaffRole } from '../../../../shared/types';
import { Dialog } from '../../components/Dialog';
import { ErrorBox } from '../../components/ErrorBox';
import { SelectField } from '../../components/SelectField';
import { errorMessage } from '../../lib/error-messages';
import { useT } from '../../lib/i18n';
import { changeStaff, type CourseChoice } from './api';
import { CourseChoices } from './CourseChoices';
import { ROLE_LABELS } from './role-labels';

interface EditStaffDialogProps {
  member: StaffMember;
  courses: readonly CourseChoice[];
  onClose: () => void;
  onSaved: (staff: StaffMember) => void;
}

/** A member's role and, for faculty, their courses. */
export function EditStaffDialog({ member, courses, onClose, onSaved }: EditStaffDialogProps) {
  const t = useT();
  const [role, setRole] = useState<StaffRole>(member.role);
  const [courseIds, setCourseIds] = useState<string[]>(member.courseIds ?? []);
  const [problem, setProblem] = useState<string>();
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setProblem(undefined);
    setSaving(true);
    try {
      onSaved(await changeStaff(member._id, role === 'faculty' ? { role, courseIds } : { role }));
    } catch (error) {
      setProblem(errorMessage(error, t('staff.saveFailed'), t));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog title={t('staff.editTitle', { name: member.name })} onClose={onClose}>
      <form className="form" noValidate onSubmit={submit}>
        {problem && <ErrorBox>{problem}</ErrorBox>}
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
          <button type="submit" className="button button-primary" disabled={saving}>
            {saving ? t('common.pleaseWait') : t('staff.save')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
