import type { StudentTestSummary } from './api';
import { signedMarks } from './marks';
import { formatDateTime } from '../../lib/format';
import { useActiveLanguage, useT } from '../../lib/i18n';

interface TestFactsProps {
  test: StudentTestSummary;
  /** The number of sections, where the page shows them. */
  sectionCount?: number;
}

/** A test's duration, questions, marking scheme and the window it is open in. */
export function TestFacts({ test, sectionCount }: TestFactsProps) {
  const t = useT();
  const language = useActiveLanguage();
  const marking = t('myTests.markingScheme', {
    right: signedMarks(test.marksCorrect),
    wrong: signedMarks(test.marksWrong),
  });

  const facts: [label: string, value: string][] = [
    [t('myTests.duration'), t('myTests.minutes', { count: test.durationMinutes })],
    [t('myTests.questions'), String(test.questionCount)],
  ];
  if (sectionCount !== undefined) facts.push([t('myTests.sections'), String(sectionCount)]);
  facts.push([
    t('myTests.marking'),
    test.marksBlank ? `${marking}, ${t('myTests.blankMarks', { marks: signedMarks(test.marksBlank) })}` : marking,
  ]);
  if (test.opensAt) facts.push([t('myTests.opens'), formatDateTime(test.opensAt, language)]);
  if (test.closesAt) facts.push([t('myTests.closes'), formatDateTime(test.closesAt, language)]);

  return (
    <dl className="my-test-facts">
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
