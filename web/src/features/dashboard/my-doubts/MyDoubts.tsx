import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { Doubt } from '#shared/doubts.js';
import { DoubtBody } from '../../../components/doubts/DoubtBody';
import { LoadError } from '../../../components/LoadError';
import { Spinner } from '../../../components/Spinner';
import { api } from '../../../lib/api';
import { formatClock, formatDate } from '../../../lib/format';
import { useActiveLanguage, useT } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useData } from '../../../lib/use-data';

async function fetchMyDoubts(signal: AbortSignal): Promise<Doubt[]> {
  return (await api('GET /api/my/doubts', {}, { signal })).doubts;
}

/** The student's own doubts, newest first, with their status and answers; each leads back to where it was asked. */
export function MyDoubts() {
  const t = useT();
  const language = useActiveLanguage();
  const headingId = useId();
  const doubts = useData(fetchMyDoubts);

  return (
    <section className="my-doubts" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('doubts.mineHeading')}</h2>
      {doubts.status === 'loading' && <Spinner label={t('doubts.loading')} />}
      {doubts.status === 'error' && <LoadError message={t('doubts.failed')} onRetry={doubts.retry} />}
      {doubts.status === 'success' && doubts.data.length === 0 && <p className="muted">{t('doubts.mineEmpty')}</p>}
      {doubts.status === 'success' && doubts.data.length > 0 && (
        <ul className="doubt-list">
          {doubts.data.map((doubt) => (
            <li key={doubt._id} className="doubt-item">
              <p className="muted">
                <DoubtPlace doubt={doubt} /> · {formatDate(doubt.createdAt, language)}
              </p>
              <DoubtBody doubt={doubt} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function DoubtPlace({ doubt }: { doubt: Doubt }) {
  const t = useT();
  if (doubt.place === 'lecture' && doubt.courseId && doubt.videoId)
    return (
      <Link to={paths.courseVideo(doubt.courseId, doubt.videoId)}>
        {t('doubts.lectureAt', { title: doubt.title, time: formatClock(doubt.atSeconds ?? 0) })}
      </Link>
    );
  const label = t('doubts.questionOf', { title: doubt.title, number: doubt.questionNumber ?? 0 });
  return doubt.attemptId ? <Link to={paths.attemptResult(doubt.attemptId)}>{label}</Link> : <>{label}</>;
}
