import type { StaffRole } from '../../../../shared/types';
import type { MessageId } from '../../lib/i18n';

export const ROLE_LABELS: Record<StaffRole, MessageId> = {
  owner: 'staff.roleOwner',
  accountant: 'staff.roleAccountant',
  faculty: 'staff.roleFaculty',
};
