import { useCallback, useState } from 'react';
import type { StaffDoubt } from '#shared/doubts.js';
import { DoubtBody } from '../../components/doubts/DoubtBody';
import { LoadError } from '../../components/LoadError';
import { SelectField } from '../../components/SelectField';
import { Spinner } from '../../components/Spinner';
import { fetchAdminCourses } from '../../lib/admin-courses';
import { formatClock, formatDateTime } from '../../lib/format';
import { useActiveLanguage, useT } from '../../lib/i18n';
import { useData } from '../../lib/use-data';
import { fetchDoubtQueue, type QueueStatus } from './api';
import { AnswerDialog } from './AnswerDialog';
import { HideDialog } from './HideDialog';
import './admin-doubts.css';

type Action = { kind: 'answer'; doubt: StaffDoubt } | { kind: 'hide'; doubt: StaffDoubt; part: 'doubt' | 'answer' };

/** /admin/doubts: the doubts students asked, most shared and oldest first, to answer or hide. */
export function AdminDoubtsPage() {
  const t = useT();
  const [status, setStatus] = useState<QueueStatus>('open');
  const [courseId, setCourseId] = useState('');
  const [action, setAction] = useState<Action | undefined>();
  const [notice, setNotice] = useState('');
  const loadQueue = useCallback(
    (signal: AbortSignal) => fetchDoubtQueue({ status, courseId }, signal),
    [status, courseId],
  );
  const queue = useData(loadQueue);
  const courses = useData(fetchAdminCourses);
  const courseOptions = ['', ...(courses.status === 'success' ? courses.data.map((course) => course._id) : [])];
  const courseTitle = (id: string) =>
    id === ''
      ? t('staffDoubts.allCourses')
      : courses.status === 'success'
        ? (courses.data.find((course) => course._id === id)?.title ?? id)
        : id;

  const settle = (changed: StaffDoubt, message: string) => {
    setAction(undefined);
    setNotice(message);
    // The doubt leaves this list when its status is no longer the one shown.
    queue.update((list) =>
      changed.status === status
        ? list.map((item) => (item._id === changed._id ? changed : item))
        : list.filter((item) => item._id !== changed._id),
    );
  };

  return (
    <section className="container page admin-doubts">
      <h1>{t('staffDoubts.title')}</h1>
      <div className="admin-doubts-filters">
        <SelectField
          label={t('staffDoubts.show')}
          value={status}
          options={['open', 'answered'] as const}
          optionLabel={(option) => t(option === 'open' ? 'staffDoubts.open' : 'staffDoubts.answered')}
          onChange={setStatus}
        />
        <SelectField
          label={t('staffDoubts.course')}
          value={courseId}
          options={courseOptions}
          optionLabel={courseTitle}
          onChange={setCourseId}
        />
      </div>
      {notice && (
        <p role="status" className="doubt-notice">
          {notice}
        </p>
      )}
      {queue.status === 'loading' && <Spinner label={t('staffDoubts.loading')} />}
      {queue.status === 'error' && <LoadError message={t('staffDoubts.failed')} onRetry={queue.retry} />}
      {queue.status === 'success' && queue.data.length === 0 && <p className="muted">{t('staffDoubts.empty')}</p>}
      {queue.status === 'success' && queue.data.length > 0 && (
        <ul className="doubt-list">
          {queue.data.map((doubt) => (
            <QueuedDoubt key={doubt._id} doubt={doubt} onAction={setAction} />
          ))}
        </ul>
      )}
      {action?.kind === 'answer' && (
        <AnswerDialog
          doubt={action.doubt}
          onClose={() => setAction(undefined)}
          onAnswered={(doubt) => settle(doubt, t('staffDoubts.sent'))}
        />
      )}
      {action?.kind === 'hide' && (
        <HideDialog
          doubt={action.doubt}
          part={action.part}
          onClose={() => setAction(undefined)}
          onHidden={(doubt) => settle(doubt, t('staffDoubts.hidden'))}
        />
      )}
    </section>
  );
}

function QueuedDoubt({ doubt, onAction }: { doubt: StaffDoubt; onAction: (action: Action) => void }) {
  const t = useT();
  const language = useActiveLanguage();
  return (
    <li className="doubt-item">
      <p className="admin-doubt-place">
        {doubt.place === 'lecture'
          ? t('staffDoubts.lecture', { title: doubt.title, time: formatClock(doubt.atSeconds ?? 0) })
          : t('staffDoubts.question', { title: doubt.title, number: doubt.questionNumber ?? 0 })}
        {doubt.courseTitle && <span className="muted"> · {doubt.courseTitle}</span>}
      </p>
      <p className="muted">
        {t('staffDoubts.askedBy', { name: doubt.askerName, when: formatDateTime(doubt.createdAt, language) })}
        {doubt.sameCount > 0 && <> · {t('staffDoubts.same', { count: doubt.sameCount })}</>}
      </p>
      <DoubtBody doubt={{ ...doubt, mine: false }} />
      <div className="doubt-actions">
        {doubt.status === 'open' && (
          <button type="button" className="button button-primary" onClick={() => onAction({ kind: 'answer', doubt })}>
            {t('staffDoubts.answer')}
          </button>
        )}
        {doubt.status === 'answered' && (
          <button
            type="button"
            className="button button-outline"
            onClick={() => onAction({ kind: 'hide', doubt, part: 'answer' })}
          >
            {t('staffDoubts.hideAnswer')}
          </button>
        )}
        {doubt.status !== 'hidden' && (
          <button
            type="button"
            className="button button-outline"
            onClick={() => onAction({ kind: 'hide', doubt, part: 'doubt' })}
          >
            {t('staffDoubts.hide')}
          </button>
        )}
      </div>
    </li>
  );
}
