import { useState } from 'react';
import { DataTable } from '../../components/DataTable';
import { SelectField } from '../../components/SelectField';
import type { QuestionFigures } from './api';
import {
  formatPercent,
  isDropped,
  isWeak,
  optionLetter,
  sortQuestions,
  WEAK_PERCENT,
  type QuestionOrder,
} from './results-format';

const ORDERS: readonly QuestionOrder[] = ['number', 'percentRight'];
const ORDER_LABELS: Record<QuestionOrder, string> = {
  number: 'Question number',
  percentRight: '% right (lowest first)',
};

/** How each question fared among the ranked attempts, to find a bad question (few right, or a wrong key). */
export function QuestionFiguresTable({ questions }: { questions: readonly QuestionFigures[] }) {
  const [order, setOrder] = useState<QuestionOrder>('number');
  const rows = sortQuestions(questions, order);
  const weak = questions.filter(isWeak).length;

  return (
    <section className="test-results-section" aria-labelledby="test-results-questions">
      <div className="test-results-panel-header">
        <h2 id="test-results-questions">Questions</h2>
        <SelectField
          label="Sort by"
          value={order}
          options={ORDERS}
          optionLabel={(option) => ORDER_LABELS[option]}
          onChange={setOrder}
        />
      </div>
      <p className="muted test-results-note">
        {weak > 0
          ? `${weak} ${weak === 1 ? 'question was' : 'questions were'} answered right by under ${WEAK_PERCENT}% (highlighted): check the key and the wording.`
          : `No question was answered right by under ${WEAK_PERCENT}%.`}
      </p>
      <DataTable
        className="data-table test-results-questions"
        caption="Questions"
        columns={['No.', 'Section', 'Question', 'Answer', 'Right', 'Wrong', 'Unanswered', '% Right']}
      >
        {rows.map((question) => {
          const weakRow = isWeak(question);
          const text = question.textEn || question.textGu;
          return (
            <tr key={question.questionId} className={weakRow ? 'test-results-weak' : undefined}>
              <th scope="row">{`Q${question.number}`}</th>
              <td>{question.sectionTitle}</td>
              <td
                className="test-results-question-text"
                lang={question.textEn ? undefined : question.textGu ? 'gu' : undefined}
              >
                {text || <span className="muted">(Image only)</span>}
              </td>
              <td>{isDropped(question) ? 'Dropped' : optionLetter(question.correctOption!)}</td>
              <td>{question.right.toLocaleString('en-IN')}</td>
              <td>{question.wrong.toLocaleString('en-IN')}</td>
              <td>{question.unanswered.toLocaleString('en-IN')}</td>
              <td>
                {isDropped(question) ? '—' : formatPercent(question.percentRight)}
                {weakRow && <span className="test-results-flag">{`Under ${WEAK_PERCENT}%`}</span>}
              </td>
            </tr>
          );
        })}
      </DataTable>
    </section>
  );
}
