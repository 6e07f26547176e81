import { StatCards, type Stat } from '../../components/StatCards';
import { formatDate } from '../../lib/format';
import { useActiveLanguage, useT } from '../../lib/i18n';
import type { AttemptResult } from './api';
import { formatMarks, formatTimeSpent } from './result-format';

/** The attempt's score and counts, its standing among first attempts, and what the student should know about it. */
export function ResultSummary({ result }: { result: AttemptResult }) {
  const t = useT();
  const language = useActiveLanguage();
  const orNone = (value: number | null, show: (value: number) => string) =>
    value === null ? t('testResult.none') : show(value);
  const percent = (value: number) => t('testResult.percent', { value: formatMarks(value) });

  const figures: Stat[] = [
    {
      label: t('testResult.score'),
      value: t('testResult.scoreOf', { score: formatMarks(result.score), max: formatMarks(result.maxScore) }),
    },
    { label: t('testResult.correct'), value: String(result.correct) },
    { label: t('testResult.wrong'), value: String(result.wrong) },
    { label: t('testResult.unanswered'), value: String(result.unanswered) },
    { label: t('testResult.accuracy'), value: orNone(result.accuracy, percent) },
    { label: t('testResult.timeSpent'), value: formatTimeSpent(result.timeSpentSeconds) },
  ];
  const standing: Stat[] = [
    ...(result.ranked && result.percentile !== undefined
      ? [{ label: t('testResult.percentile'), value: formatMarks(result.percentile) }]
      : []),
    { label: t('testResult.takers'), value: String(result.takers) },
    { label: t('testResult.average'), value: orNone(result.averageScore, formatMarks) },
    { label: t('testResult.top'), value: orNone(result.topScore, formatMarks) },
  ];

  return (
    <>
      {result.keyRevisedAt && (
        <p className="test-result-note">
          {t('testResult.keyRevised', { date: formatDate(result.keyRevisedAt, language) })}
        </p>
      )}
      {result.refunded && <p className="test-result-note">{t('testResult.refunded')}</p>}
      {(result.finishedBy === 'time' || result.finishedBy === 'server') && (
        <p className="test-result-note">{t('testResult.autoSubmitted')}</p>
      )}
      <h2>{t('testResult.summary')}</h2>
      <StatCards stats={figures} />
      <h2>{t('testResult.standing')}</h2>
      {result.ranked && result.rank !== undefined && (
        <p className="test-result-rank">{t('testResult.rankOf', { rank: result.rank, takers: result.takers })}</p>
      )}
      {!result.ranked && !result.refunded && <p className="test-result-note">{t('testResult.practice')}</p>}
      <StatCards stats={standing} />
    </>
  );
}
