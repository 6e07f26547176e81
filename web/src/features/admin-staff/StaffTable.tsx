import type { StaffMember } from '../../../../shared/staff';
import { formatDate } from '../../lib/format';
import { useActiveLanguage, useT } from '../../lib/i18n';
import type { CourseChoice } from './api';
import { ROLE_LABELS } from './role-labels';

interface StaffTableProps {
  staff: readonly StaffMember[];
  courses: readonly CourseChoice[];
  onEdit: (member: StaffMember) => void;
  onToggle: (member: StaffMember) => void;
}

export function StaffTable({ staff, courses, onEdit, onToggle }: StaffTableProps) {
  const t = useT();
  const language = useActiveLanguage();
  const titleOf = (id: string) => courses.find((course) => course._id === id)?.title ?? id;
  return (
    <div className="table-scroll">
      <table className="data-table staff-table">
        <thead>
          <tr>
            <th scope="col">{t('staff.name')}</th>
            <th scope="col">{t('staff.email')}</th>
            <th scope="col">{t('staff.role')}</th>
            <th scope="col">{t('staff.courses')}</th>
            <th scope="col">{t('staff.status')}</th>
            <th scope="col">{t('staff.created')}</th>
            <th scope="col">{t('staff.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {staff.map((member) => (
            <tr key={member._id}>
              <td>{member.name}</td>
              <td>{member.email}</td>
              <td>{t(ROLE_LABELS[member.role])}</td>
              <td>
                {member.role !== 'faculty'
                  ? '—'
                  : member.courseIds?.length
                    ? member.courseIds.map(titleOf).join(', ')
                    : t('staff.allCourses')}
              </td>
              <td>{member.disabled ? t('staff.disabled') : member.invited ? t('staff.invited') : t('staff.active')}</td>
              <td>{formatDate(member.createdAt, language)}</td>
              <td className="staff-actions">
                <button
                  type="button"
                  className="button button-outline button-small"
                  aria-label={t('staff.changeFor', { name: member.name })}
                  onClick={() => onEdit(member)}
                >
                  {t('staff.change')}
                </button>
                <button
                  type="button"
                  className="button button-outline button-small"
                  aria-label={t(member.disabled ? 'staff.enableFor' : 'staff.disableFor', { name: member.name })}
                  onClick={() => onToggle(member)}
                >
                  {t(member.disabled ? 'staff.enable' : 'staff.disable')}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
