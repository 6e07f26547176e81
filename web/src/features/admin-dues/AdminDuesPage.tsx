import { type FormEvent, useCallback, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { INSTITUTE_NAME } from '../../../../shared/constants';
import { startOfIndianDay } from '../../../../shared/india-time';
import { ErrorBox } from '../../components/ErrorBox';
import { LoadError } from '../../components/LoadError';
import { Spinner } from '../../components/Spinner';
import { adminPaths } from '../../lib/admin-paths';
import { formatDate, formatRupees } from '../../lib/format';
import { type MessageId, useT } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { useData } from '../../lib/use-data';
import { type AdminDue, type AdminDuesPage as Page, fetchDues, type UnpaidDueStatus } from './api';
import './admin-dues.css';

const STATUSES: { status: UnpaidDueStatus; label: MessageId }[] = [
  { status: 'overdue', label: 'adminDues.tab.overdue' },
  { status: 'due', label: 'adminDues.tab.due' },
  { status: 'upcoming', label: 'adminDues.tab.upcoming' },
];

const day = (dueOn: string) => formatDate(new Date(startOfIndianDay(dueOn).getTime() + 12 * 3_600_000).toISOString());

/** /admin/dues: who owes which instalment, since when, by state, with a search and the totals. */
export function AdminDuesPage() {
  const t = useT();
  const searchId = useId();
  const [status, setStatus] = useState<UnpaidDueStatus>('overdue');
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [more, setMore] = useState<{ rows: AdminDue[]; cursor?: string; failed: boolean; loading: boolean }>({
    rows: [],
    failed: false,
    loading: false,
  });
  const load = useCallback(
    (signal: AbortSignal) => fetchDues({ status, ...(search ? { search } : {}) }, signal),
    [status, search],
  );
  const page = useData(load);

  function choose(next: UnpaidDueStatus) {
    setStatus(next);
    setMore({ rows: [], failed: false, loading: false });
  }
  function find(event: FormEvent) {
    event.preventDefault();
    setSearch(typed.trim());
    setMore({ rows: [], failed: false, loading: false });
  }
  async function loadMore(first: Page) {
    const cursor = more.cursor ?? first.nextCursor;
    if (!cursor) return;
    setMore((state) => ({ ...state, loading: true, failed: false }));
    try {
      const next = await fetchDues({ status, cursor, ...(search ? { search } : {}) });
      setMore((state) => ({
        rows: [...state.rows, ...next.dues],
        ...(next.nextCursor ? { cursor: next.nextCursor } : {}),
        failed: false,
        loading: false,
      }));
    } catch {
      setMore((state) => ({ ...state, loading: false, failed: true }));
    }
  }

  return (
    <section className="container page admin-dues">
      <title>{`${t('adminDues.title')} | ${INSTITUTE_NAME}`}</title>
      <Link to={paths.admin} className="back-link">
        <span aria-hidden="true">← </span>
        {t('adminDues.backToDashboard')}
      </Link>
      <h1>{t('adminDues.title')}</h1>
      <div className="admin-dues-tabs" role="group" aria-label={t('adminDues.stateLabel')}>
        {STATUSES.map((entry) => (
          <button
            key={entry.status}
            type="button"
            className={`button ${entry.status === status ? 'button-primary' : 'button-outline'}`}
            aria-pressed={entry.status === status}
            onClick={() => choose(entry.status)}
          >
            {t(entry.label)}
          </button>
        ))}
      </div>
      <form className="admin-dues-search" onSubmit={find} role="search">
        <label htmlFor={searchId}>{t('adminDues.searchLabel')}</label>
        <input id={searchId} type="search" value={typed} maxLength={100} onChange={(e) => setTyped(e.target.value)} />
        <button type="submit" className="button button-outline">
          {t('adminDues.search')}
        </button>
      </form>
      {page.status === 'loading' && <Spinner label={t('adminDues.loading')} />}
      {page.status === 'error' && <LoadError message={t('adminDues.failed')} onRetry={page.retry} />}
      {page.status === 'success' && (
        <>
          <p className="admin-dues-totals">
            {t('adminDues.totals', { count: page.data.totals.count, amount: formatRupees(page.data.totals.amount) })}
          </p>
          {page.data.dues.length === 0 ? (
            <p className="muted">{t('adminDues.empty')}</p>
          ) : (
            <table className="admin-table admin-dues-table">
              <thead>
                <tr>
                  <th scope="col">{t('adminDues.student')}</th>
                  <th scope="col">{t('adminDues.product')}</th>
                  <th scope="col">{t('adminDues.amount')}</th>
                  <th scope="col">{t('adminDues.dueOn')}</th>
                </tr>
              </thead>
              <tbody>
                {[...page.data.dues, ...more.rows].map((due) => (
                  <tr key={due._id}>
                    <td>
                      <Link to={adminPaths.adminStudent(due.student._id)}>{due.student.name}</Link>
                      <div className="muted">
                        {due.student.mobile} · {due.student.email}
                      </div>
                    </td>
                    <td>
                      {due.product.title}
                      <div className="muted">
                        {t('adminDues.instalment', { number: due.instalment, plan: due.plan.name })}
                      </div>
                    </td>
                    <td>{formatRupees(due.amount)}</td>
                    <td>
                      {day(due.dueOn)}
                      {due.daysOverdue > 0 && (
                        <div className="admin-dues-overdue">
                          {t('adminDues.daysOverdue', { days: due.daysOverdue })}
                        </div>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {more.failed && <ErrorBox>{t('adminDues.failed')}</ErrorBox>}
          {(more.cursor ?? (more.rows.length === 0 ? page.data.nextCursor : undefined)) && (
            <button
              type="button"
              className="button button-outline"
              disabled={more.loading}
              onClick={() => void loadMore(page.data)}
            >
              {more.loading ? t('common.pleaseWait') : t('adminDues.more')}
            </button>
          )}
        </>
      )}
    </section>
  );
}
