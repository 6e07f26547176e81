import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { INSTITUTE_NAME } from '../../../../../shared/constants';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '../../../../../shared/site-pages';
import { ErrorBox } from '../../../components/ErrorBox';
import { localizedTitle } from '../../../lib/course-text';
import { useActiveLanguage, useT } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { ApiError } from '../../../lib/api';
import { submitAttempt, type AttemptView, type SavedAnswer } from '../api';
import { statusCounts } from '../palette';
import { QuestionPalette } from './QuestionPalette';
import { QuestionPanel } from './QuestionPanel';
import { SubmitDialog } from './SubmitDialog';
import { useAnswerSaver } from '../hooks/use-answer-saver';
import { clockText, useCountdown } from '../hooks/use-countdown';

const UNVISITED: SavedAnswer = { option: null, markedForReview: false, timeSpentSeconds: 0 };

/** The running attempt: one question at a time, the palette, the server's clock, and every change saved. */
export function ExamScreen({ attempt }: { attempt: AttemptView }) {
  const t = useT();
  const navigate = useNavigate();
  const uiLanguage = useActiveLanguage();
  const paletteId = useId();
  const [language, setLanguage] = useState<Language>(uiLanguage);
  const [paletteOpen, setPaletteOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [submitFailed, setSubmitFailed] = useState(false);
  const submitStarted = useRef(false);

  // The questions in the test's order, each with its number in the whole test.
  const order = useMemo(() => attempt.sections.flatMap((section) => section.questionIds), [attempt.sections]);
  const numbers = useMemo(() => new Map(order.map((id, index) => [id, index + 1])), [order]);
  const questions = useMemo(() => new Map(attempt.questions.map((question) => [question._id, question])), [attempt.questions]);

  const [answers, setAnswers] = useState<Record<string, SavedAnswer>>(attempt.answers);
  const answersRef = useRef(attempt.answers);
  const [currentId, setCurrentId] = useState(() =>
    attempt.currentQuestionId && questions.has(attempt.currentQuestionId) ? attempt.currentQuestionId : (order[0] ?? ''),
  );
  // Time on each question in milliseconds, and when the student came to the one on screen.
  const spentMs = useRef(new Map(Object.entries(attempt.answers).map(([id, answer]) => [id, answer.timeSpentSeconds * 1000])));
  const shownSince = useRef(Date.now());
  const currentRef = useRef(currentId);

  const finishRef = useRef<(reason: 'student' | 'time') => void>(() => {});
  const onTimeOver = useCallback(() => finishRef.current('time'), []);
  const saver = useAnswerSaver(attempt._id, onTimeOver);
  const secondsLeft = useCountdown(attempt.endsAt, attempt.serverTime);
  const timeUp = secondsLeft <= 0;

  /** Adds the time on the question on screen so far to its total. */
  const countTime = useCallback(() => {
    const now = Date.now();
    const id = currentRef.current;
    spentMs.current.set(id, (spentMs.current.get(id) ?? 0) + (now - shownSince.current));
    shownSince.current = now;
  }, []);

  /** Changes a question's answer (or only records the visit and the time) and queues its save. */
  const change = useCallback(
    (questionId: string, update: Partial<Pick<SavedAnswer, 'option' | 'markedForReview'>> = {}) => {
      if (!questionId) return;
      if (questionId === currentRef.current) countTime();
      const timeSpentSeconds = Math.round((spentMs.current.get(questionId) ?? 0) / 1000);
      const next = { ...(answersRef.current[questionId] ?? UNVISITED), ...update, timeSpentSeconds };
      answersRef.current = { ...answersRef.current, [questionId]: next };
      setAnswers(answersRef.current);
      saver.queue(questionId, next);
    },
    [countTime, saver],
  );

  const open = useCallback(
    (questionId: string) => {
      setPaletteOpen(false);
      if (questionId === currentRef.current) return;
      change(currentRef.current);
      currentRef.current = questionId;
      shownSince.current = Date.now();
      setCurrentId(questionId);
      change(questionId);
    },
    [change],
  );

  // The first question on screen is visited (a resumed one is saved again, which tells the server where the student is).
  const firstVisit = useRef(false);
  useEffect(() => {
    if (firstVisit.current) return;
    firstVisit.current = true;
    if (!answersRef.current[currentRef.current]) change(currentRef.current);
  }, [change]);

  const finish = useCallback(
    async (reason: 'student' | 'time') => {
      if (submitStarted.current) return;
      submitStarted.current = true;
      setSubmitting(true);
      setSubmitFailed(false);
      change(currentRef.current);
      await saver.flush();
      try {
        await submitAttempt(attempt._id, reason);
      } catch (error) {
        if (!(error instanceof ApiError && (error.code === 'attempt_already_submitted' || error.code === 'attempt_ended_by_refund'))) {
          console.error('The test was not submitted', error);
          submitStarted.current = false;
          setSubmitting(false);
          setSubmitFailed(true);
          return;
        }
      }
      navigate(paths.attemptResult(attempt._id), { replace: true });
    },
    [attempt._id, change, navigate, saver],
  );
  useEffect(() => {
    finishRef.current = (reason) => void finish(reason);
  }, [finish]);

  useEffect(() => {
    if (timeUp) void finish('time');
  }, [timeUp, finish]);

  const index = order.indexOf(currentId);
  const question = questions.get(currentId);
  const answer = answers[currentId];
  const section = attempt.sections.find((item) => item.questionIds.includes(currentId)) ?? attempt.sections[0];
  const goNext = () => {
    const next = order[index + 1];
    if (next) open(next);
  };
  const locked = timeUp || submitting;
  const minutesLeft = Math.ceil(secondsLeft / 60);
  const title = localizedTitle(attempt, uiLanguage);

  return (
    <section className="exam-hall">
      <title>{`${title} | ${INSTITUTE_NAME}`}</title>
      <header className="exam-bar">
        <h1 className="exam-title">{title}</h1>
        <div className="exam-clock">
          <span className="exam-clock-label">{t('examHall.timeLeft')}</span>{' '}
          <span role="timer" className="exam-clock-time">
            {clockText(secondsLeft)}
          </span>
          <span className="visually-hidden" aria-live="polite">
            {timeUp ? t('examHall.timeUp') : t('examHall.minutesLeft', { count: minutesLeft })}
          </span>
        </div>
        <p className={`exam-save-status exam-save-${saver.status}`} role="status">
          {saver.status === 'saved' ? t('examHall.saved') : saver.status === 'saving' ? t('examHall.saving') : t('examHall.offline')}
        </p>
        <div className="exam-language" role="group" aria-label={t('examHall.questionLanguage')}>
          {LANGUAGES.map((option) => (
            <button key={option} type="button" lang={option} className="language-option" aria-pressed={option === language} onClick={() => setLanguage(option)}>
              {LANGUAGE_NAMES[option]}
            </button>
          ))}
        </div>
      </header>

      {attempt.sections.length > 1 && (
        <nav className="exam-sections" aria-label={t('examHall.sections')}>
          {attempt.sections.map((item) => (
            <button
              key={item._id}
              type="button"
              className="exam-section-tab"
              aria-current={item._id === section?._id ? 'true' : undefined}
              onClick={() => item.questionIds[0] && open(item.questionIds[0])}
            >
              {localizedTitle(item, uiLanguage)}
            </button>
          ))}
        </nav>
      )}

      {timeUp && <p className="exam-time-up">{t('examHall.timeUp')}</p>}
      {submitFailed && (
        <ErrorBox>
          {t('examHall.submitFailed')}{' '}
          <button type="button" className="button button-outline" onClick={() => void finish(timeUp ? 'time' : 'student')}>
            {t('common.tryAgain')}
          </button>
        </ErrorBox>
      )}

      <div className="exam-body">
        <div className="exam-main">
          {question && (
            <QuestionPanel
              question={question}
              number={index + 1}
              language={language}
              selected={answer?.option ?? null}
              disabled={locked}
              onSelect={(option) => change(currentId, { option })}
            />
          )}
          <div className="exam-actions">
            <button type="button" className="button button-primary" disabled={locked} onClick={() => (index < order.length - 1 ? goNext() : change(currentId))}>
              {t('examHall.saveNext')}
            </button>
            <button
              type="button"
              className="button button-outline exam-mark"
              disabled={locked}
              onClick={() => {
                change(currentId, { markedForReview: true });
                goNext();
              }}
            >
              {t('examHall.markNext')}
            </button>
            <button type="button" className="button button-outline" disabled={locked} onClick={() => change(currentId, { option: null })}>
              {t('examHall.clear')}
            </button>
            <button type="button" className="button button-outline" disabled={index <= 0} onClick={() => order[index - 1] && open(order[index - 1]!)}>
              {t('examHall.previous')}
            </button>
            <button type="button" className="button button-primary exam-submit" disabled={submitting} onClick={() => setConfirming(true)}>
              {t('examHall.submit')}
            </button>
          </div>
        </div>
        <button type="button" className="button button-outline exam-palette-toggle" aria-expanded={paletteOpen} aria-controls={paletteId} onClick={() => setPaletteOpen((value) => !value)}>
          {t('examHall.palette')}
        </button>
        <QuestionPalette
          id={paletteId}
          open={paletteOpen}
          questionIds={section?.questionIds ?? order}
          numbers={numbers}
          answers={answers}
          currentId={currentId}
          onOpen={open}
        />
      </div>

      {confirming && (
        <SubmitDialog
          counts={statusCounts(order, answers)}
          submitting={submitting}
          onConfirm={() => void finish('student')}
          onClose={() => setConfirming(false)}
        />
      )}
    </section>
  );
}
