import { StatCards, type Stat } from '../../components/StatCards';
import { formatDate } from '../../lib/format';
import { useActiveLanguage, useT } from '../../lib/i18n';
import type { AttemptResult } from './api';
import { formatMarks, formatTimeSpent } from './result-format';

/**
 * The attempt's score, rank and percentile together in one block at the top (what a student looks
 * for first, within a phone's first screen), then the other figures in a grid and what the student
 * should know about the attempt.
 */
export function ResultSummary({ result }: { result: AttemptResult }) {
  const t = useT();
  const language = useActiveLanguage();
  const orNone = (value: number | null, show: (value: number) => string) =>
    value === null ? t('testResult.none') : show(value);
  const percent = (value: number) => t('testResult.percent', { value: formatMarks(value) });
  const ranked = result.ranked && result.rank !== undefined;

  const headline: Stat[] = [
    {
      label: t('testResult.score'),
      value: t('testResult.scoreOf', { score: formatMarks(result.score), max: formatMarks(result.maxScore) }),
    },
    ...(ranked
      ? [
          {
            label: t('testResult.rank'),
            value: t('testResult.rankValue', { rank: result.rank!, takers: result.takers }),
          },
        ]
      : []),
    ...(result.ranked && result.percentile !== undefined
      ? [{ label: t('testResult.percentile'), value: formatMarks(result.percentile) }]
      : []),
  ];
  const figures: Stat[] = [
    { label: t('testResult.correct'), value: String(result.correct) },
    { label: t('testResult.wrong'), value: String(result.wrong) },
    { label: t('testResult.unanswered'), value: String(result.unanswered) },
    { label: t('testResult.accuracy'), value: orNone(result.accuracy, percent) },
    { label: t('testResult.timeSpent'), value: formatTimeSpent(result.timeSpentSeconds) },
    { label: t('testResult.takers'), value: String(result.takers) },
    { label: t('testResult.average'), value: orNone(result.averageScore, formatMarks) },
    { label: t('testResult.top'), value: orNone(result.topScore, formatMarks) },
  ];

  return (
    <>
      <h2 className="visually-hidden">{t('testResult.summary')}</h2>
      <dl className="test-result-headline">
        {headline.map(({ label, value }) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {result.keyRevisedAt && (
        <p className="test-result-note">
          {t('testResult.keyRevised', { date: formatDate(result.keyRevisedAt, language) })}
        </p>
      )}
      {result.refunded && <p className="test-result-note">{t('testResult.refunded')}</p>}
      {(result.finishedBy === 'time' || result.finishedBy === 'server') && (
        <p className="test-result-note">{t('testResult.autoSubmitted')}</p>
      )}
      {!result.ranked && !result.refunded && <p className="test-result-note">{t('testResult.practice')}</p>}
      <h2 className="visually-hidden">{t('testResult.standing')}</h2>
      <div className="test-result-figures">
        <StatCards stats={figures} />
      </div>
    </>
  );
}
