import './exam-palette.css';
import { useT, type MessageId } from '../lib/i18n';

type QuestionState = 'notVisited' | 'notAnswered' | 'answered' | 'marked' | 'answeredMarked';

/** A question's states, in the order NTA's instructions explain them. */
const STATES: readonly QuestionState[] = ['notVisited', 'notAnswered', 'answered', 'marked', 'answeredMarked'];

const BUTTONS: [name: MessageId, meaning: MessageId][] = [
  ['examHall.saveNext', 'examRules.saveNext'],
  ['examHall.markNext', 'examRules.markNext'],
  ['examHall.clear', 'examRules.clear'],
  ['examHall.back', 'examRules.back'],
  ['examHall.next', 'examRules.next'],
  ['examHall.viewIn', 'examRules.viewIn'],
  ['examHall.questionPaper', 'examRules.questionPaper'],
  ['examHall.instructions', 'examRules.instructions'],
  ['examHall.submit', 'examRules.submit'],
];

/**
 * The general instructions of every test, as NTA gives them before a computer-based test: the clock,
 * what each colour of the question palette means, and what each button does. Shown before the start
 * and from the exam screen.
 */
export function ExamInstructions() {
  const t = useT();
  return (
    <div className="exam-rules">
      <h3>{t('examRules.clockTitle')}</h3>
      <p>{t('examRules.clock')}</p>
      <h3>{t('examRules.paletteTitle')}</h3>
      <p>{t('examRules.palette')}</p>
      <ul className="exam-rules-states">
        {STATES.map((state, index) => (
          <li key={state}>
            <span className={`palette-mark status-${state}`} aria-hidden="true">
              {index + 1}
            </span>
            <span>
              <strong>{t(`examHall.status.${state}`)}</strong>: {t(`examRules.state.${state}`)}
            </span>
          </li>
        ))}
      </ul>
      <p>{t('examRules.markedCounts')}</p>
      <h3>{t('examRules.buttonsTitle')}</h3>
      <dl className="exam-rules-buttons">
        {BUTTONS.map(([name, meaning]) => (
          <div key={name}>
            <dt>{t(name)}</dt>
            <dd>{t(meaning)}</dd>
          </div>
        ))}
      </dl>
      <h3>{t('examRules.movingTitle')}</h3>
      <p>{t('examRules.moving')}</p>
    </div>
  );
}
