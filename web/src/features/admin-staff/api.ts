import type { StaffChange, StaffInvite, StaffMember } from '../../../../shared/staff';
import { api } from '../../lib/api';

export interface CourseChoice {
  _id: string;
  title: string;
}

export interface StaffScreenData {
  staff: StaffMember[];
  courses: CourseChoice[];
}

/** The staff and the courses a faculty member can be limited to, together: the screen needs both. */
export async function fetchStaffScreen(signal: AbortSignal): Promise<StaffScreenData> {
  const [staff, courses] = await Promise.all([
    api('GET /api/admin/staff', {}, { signal }),
    api('GET /api/courses', {}, { signal }),
  ]);
  return {
    staff: staff.staff,
    courses: courses.courses.map((course) => ({ _id: course._id, title: course.title })),
  };
}

export async function inviteStaff(body: StaffInvite): Promise<{ staff: StaffMember; reinvited: boolean }> {
  const { staff, reinvited } = await api('POST /api/admin/staff', {}, { body });
  return { staff, reinvited };
}

export async function changeStaff(id: string, body: StaffChange): Promise<StaffMember> {
  return (await api('PUT /api/admin/staff/{id}', { id }, { body })).staff;
}
