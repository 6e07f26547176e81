import { questionProblemOf, type QuestionProblem } from '../../../../shared/mock-tests';
import { useT, type MessageId } from '../../lib/i18n';
import type { AdminTest } from './api';
import { ConfirmDialog } from './ConfirmDialog';
import { markingScheme } from './marks';
import type { PlacedQuestion } from './placed-questions';

const PROBLEM_TEXT: Record<QuestionProblem, MessageId> = {
  no_text: 'adminPublish.problem.noText',
  options_en: 'adminPublish.problem.optionsEn',
  options_gu: 'adminPublish.problem.optionsGu',
  no_correct_option: 'adminPublish.problem.noCorrectOption',
};

interface PublishDialogProps {
  test: AdminTest;
  placed: PlacedQuestion[];
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * What publishing would put before students, asked before it is done: the questions and marks of
 * each section and any question not ready (the server checks the same rule and refuses such a test).
 */
export function PublishDialog({ test, placed, onConfirm, onClose }: PublishDialogProps) {
  const t = useT();
  const rows = test.sections.map((section) => {
    const count = placed.filter((entry) => entry.section._id === section._id).length;
    return { id: section._id, title: section.title, count, marks: count * test.marksCorrect };
  });
  const total = placed.length;
  const problems = placed.flatMap((entry) => {
    const problem = questionProblemOf(entry.question);
    return problem ? [{ entry, problem }] : [];
  });
  const blocked = total === 0 || problems.length > 0;

  return (
    <ConfirmDialog
      title={t('adminPublish.title')}
      confirmLabel={t('adminPublish.confirm')}
      confirmDisabled={blocked}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <p>{t('adminPublish.intro')}</p>
      <table className="data-table publish-summary-table">
        <caption>{t('adminPublish.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('adminPublish.section')}</th>
            <th scope="col">{t('adminPublish.questions')}</th>
            <th scope="col">{t('adminPublish.marks')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row">{row.title}</th>
              <td>{row.count}</td>
              <td>{row.marks}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('adminPublish.total')}</th>
            <td>{total}</td>
            <td>{total * test.marksCorrect}</td>
          </tr>
        </tfoot>
      </table>
      <p>{t('adminPublish.marking', { marking: markingScheme(test), minutes: test.durationMinutes })}</p>
      {total === 0 ? (
        <p className="publish-summary-problems" role="alert">
          {t('adminPublish.noQuestions')}
        </p>
      ) : problems.length === 0 ? (
        <p>{t('adminPublish.noProblems')}</p>
      ) : (
        <div className="publish-summary-problems" role="alert">
          <p>{t('adminPublish.problems', { count: problems.length })}</p>
          <ul>
            {problems.map(({ entry, problem }) => (
              <li key={entry.question._id}>
                {t('adminPublish.problem', {
                  number: entry.number,
                  section: entry.section.title,
                  problem: t(PROBLEM_TEXT[problem]),
                })}
              </li>
            ))}
          </ul>
        </div>
      )}
    </ConfirmDialog>
  );
}
