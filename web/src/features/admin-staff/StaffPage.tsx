import { useState } from 'react';
import { Link } from 'react-router-dom';
import { INSTITUTE_NAME } from '../../../../shared/constants';
import type { StaffMember } from '../../../../shared/staff';
import { LoadError } from '../../components/LoadError';
import { Spinner } from '../../components/Spinner';
import { useToast } from '../../components/toast';
import { useT } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { useData } from '../../lib/use-data';
import { fetchStaffScreen, type StaffScreenData } from './api';
import { DisableStaffDialog } from './DisableStaffDialog';
import { EditStaffDialog } from './EditStaffDialog';
import { InviteStaffDialog } from './InviteStaffDialog';
import { StaffTable } from './StaffTable';
import './admin-staff.css';

type OpenDialog =
  | { kind: 'invite' }
  | { kind: 'edit'; member: StaffMember }
  | { kind: 'toggle'; member: StaffMember }
  | null;

/** The member saved replaces the one with its id, or comes last (the list is oldest first). */
function withMember(data: StaffScreenData, member: StaffMember): StaffScreenData {
  const known = data.staff.some((each) => each._id === member._id);
  return {
    ...data,
    staff: known ? data.staff.map((each) => (each._id === member._id ? member : each)) : [...data.staff, member],
  };
}

/** /admin/staff: the institute's staff accounts; invite, change a role or courses, disable and enable. */
export function StaffPage() {
  const t = useT();
  const toast = useToast();
  const screen = useData(fetchStaffScreen);
  const [open, setOpen] = useState<OpenDialog>(null);

  function saved(member: StaffMember, message: string) {
    screen.update((data) => withMember(data, member));
    setOpen(null);
    toast.success(message);
  }

  return (
    <section className="container page">
      <title>{`${t('staff.title')} | ${INSTITUTE_NAME}`}</title>
      <Link to={paths.admin} className="back-link">
        <span aria-hidden="true">← </span>
        {t('staff.backToDashboard')}
      </Link>
      <div className="page-header staff-header">
        <div>
          <h1>{t('staff.title')}</h1>
          <p className="muted">{t('staff.lead')}</p>
        </div>
        {screen.status === 'success' && (
          <button type="button" className="button button-primary" onClick={() => setOpen({ kind: 'invite' })}>
            {t('staff.invite')}
          </button>
        )}
      </div>
      {screen.status === 'loading' && <Spinner label={t('common.loading')} />}
      {screen.status === 'error' && <LoadError message={t('staff.loadFailed')} onRetry={screen.retry} />}
      {screen.status === 'success' &&
        (screen.data.staff.length === 0 ? (
          <p className="muted">{t('staff.none')}</p>
        ) : (
          <StaffTable
            staff={screen.data.staff}
            courses={screen.data.courses}
            onEdit={(member) => setOpen({ kind: 'edit', member })}
            onToggle={(member) => setOpen({ kind: 'toggle', member })}
          />
        ))}
      {screen.status === 'success' && open?.kind === 'invite' && (
        <InviteStaffDialog
          courses={screen.data.courses}
          onClose={() => setOpen(null)}
          onInvited={(member, reinvited) =>
            saved(member, t(reinvited ? 'staff.reinvited' : 'staff.inviteSent', { email: member.email }))
          }
        />
      )}
      {screen.status === 'success' && open?.kind === 'edit' && (
        <EditStaffDialog
          member={open.member}
          courses={screen.data.courses}
          onClose={() => setOpen(null)}
          onSaved={(member) => saved(member, t('staff.saved', { name: member.name }))}
        />
      )}
      {open?.kind === 'toggle' && (
        <DisableStaffDialog
          member={open.member}
          onClose={() => setOpen(null)}
          onSaved={(member) =>
            saved(member, t(member.disabled ? 'staff.disabledDone' : 'staff.enabledDone', { name: member.name }))
          }
        />
      )}
    </section>
  );
}
