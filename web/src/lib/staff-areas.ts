import type { StaffRole } from '#shared/types.js';
import { useSignedInUser } from './session';

/**
 * What each staff role works on, as the admin screens show it (the server decides on every request; a
 * screen only leaves out what would be refused): money and students, content, and the institute itself.
 */
export type StaffArea = 'money' | 'content' | 'institute';

const AREAS: Record<StaffRole, readonly StaffArea[]> = {
  owner: ['money', 'content', 'institute'],
  accountant: ['money'],
  faculty: ['content'],
};

/** Whether the signed-in staff member works on an area (an account with no staff role is the owner). */
export function useStaffAreas(): (area: StaffArea) => boolean {
  const user = useSignedInUser();
  const role = user?.role === 'admin' ? (user.staffRole ?? 'owner') : undefined;
  return (area) => (role ? AREAS[role].includes(area) : false);
}
