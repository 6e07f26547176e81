import { Link } from 'react-router-dom';
import { LoadError } from '../../components/LoadError';
import { Spinner } from '../../components/Spinner';
import { api } from '../../lib/api';
import { adminPaths } from '../../lib/admin-paths';
import { formatDate } from '../../lib/format';
import { useData } from '../../lib/use-data';

async function fetchOpenDoubts(signal: AbortSignal) {
  return (await api('GET /api/staff/doubts', {}, { query: { status: 'open' }, signal })).doubts;
}

/** The faculty's first thing to see: how many doubts wait for an answer, since when the oldest, and the way to the queue. */
export function OpenDoubts() {
  const doubts = useData(fetchOpenDoubts);
  return (
    <section className="admin-open-doubts" aria-labelledby="open-doubts-heading">
      <h2 id="open-doubts-heading">Open doubts</h2>
      {doubts.status === 'loading' && <Spinner label="Loading the open doubts..." />}
      {doubts.status === 'error' && <LoadError message="The open doubts could not be loaded" onRetry={doubts.retry} />}
      {doubts.status === 'success' &&
        (doubts.data.length === 0 ? (
          <p>No doubt is waiting for an answer.</p>
        ) : (
          <p>
            {doubts.data.length === 1 ? '1 doubt waits' : `${doubts.data.length} doubts wait`} for an answer; the oldest
            since {formatDate(oldest(doubts.data.map((doubt) => doubt.createdAt)), 'en')}.{' '}
            <Link to={adminPaths.adminDoubts}>Answer them</Link>
          </p>
        ))}
    </section>
  );
}

const oldest = (times: readonly string[]) => times.reduce((first, time) => (time < first ? time : first));
