import { useId } from 'react';
import { DataTable } from '../../components/DataTable';
import { formatDateTime } from '../../lib/format';
import type { AnswerKeyRevision } from './api';
import { optionLetter, questionExcerpt, type PlacedQuestion } from './placed-questions';

interface AnswerKeyLogProps {
  revisions: AnswerKeyRevision[];
  placed: PlacedQuestion[];
}

/** Changes of the answer key after the test was published: who, when, which question, from which option to which. */
export function AnswerKeyLog({ revisions, placed }: AnswerKeyLogProps) {
  const headingId = useId();
  const byId = new Map(placed.map((entry) => [entry.question._id, entry]));
  const newestFirst = [...revisions].sort((a, b) => b.at.localeCompare(a.at));

  return (
    <section className="answer-key-log" aria-labelledby={headingId}>
      <h2 id={headingId}>Answer Key Changes</h2>
      {newestFirst.length === 0 ? (
        <p className="muted">The answer key has not changed since the test was published.</p>
      ) : (
        <DataTable
          className="data-table card-table"
          caption="Answer key changes, newest first"
          columns={['When', 'Who', 'Question', 'Change']}
        >
          {newestFirst.map((revision, index) => {
            const entry = byId.get(revision.questionId);
            return (
              <tr key={`${revision.at}-${index}`}>
                <th scope="row">{formatDateTime(revision.at)}</th>
                <td data-label="Who">{revision.by}</td>
                <td data-label="Question" className="answer-key-question">
                  {entry ? `Q${entry.number}: ${questionExcerpt(entry.question)}` : 'A deleted question'}
                </td>
                <td data-label="Change">{`${optionLetter(revision.from)} → ${optionLetter(revision.to)}`}</td>
              </tr>
            );
          })}
        </DataTable>
      )}
    </section>
  );
}
