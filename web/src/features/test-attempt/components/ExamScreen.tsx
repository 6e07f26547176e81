import { useId, useMemo, useState } from 'react';
import { INSTITUTE_NAME } from '../../../../../shared/constants';
import type { Language } from '../../../../../shared/site-pages';
import { ErrorBox } from '../../../components/ErrorBox';
import { localizedTitle } from '../../../lib/course-text';
import { useActiveLanguage, useT } from '../../../lib/i18n';
import type { AttemptView } from '../api';
import { examLayout, sectionOf } from '../exam-layout';
import { useExam } from '../hooks/use-exam';
import { statusCounts } from '../palette';
import { ExamActions } from './ExamActions';
import { ExamHeader } from './ExamHeader';
import { QuestionPalette } from './QuestionPalette';
import { QuestionPanel } from './QuestionPanel';
import { SectionTabs } from './SectionTabs';
import { SubmitDialog } from './SubmitDialog';

/** The running attempt: one question at a time, the palette, the server's clock, and every change saved. */
export function ExamScreen({ attempt }: { attempt: AttemptView }) {
  const t = useT();
  const uiLanguage = useActiveLanguage();
  const paletteId = useId();
  const [language, setLanguage] = useState<Language>(uiLanguage);
  const [paletteOpen, setPaletteOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const layout = useMemo(() => examLayout(attempt), [attempt]);
  const { order, numbers } = layout;
  const { saveStatus, secondsLeft, timeUp, sheet, submit } = useExam(attempt, layout);
  const { answers, currentId, change } = sheet;

  const open = (questionId: string) => {
    setPaletteOpen(false);
    sheet.open(questionId);
  };
  const index = order.indexOf(currentId);
  const question = layout.questions.get(currentId);
  const section = sectionOf(attempt.sections, currentId);
  const locked = timeUp || submit.submitting;
  const title = localizedTitle(attempt, uiLanguage);

  return (
    <section className="exam-hall">
      <title>{`${title} | ${INSTITUTE_NAME}`}</title>
      <ExamHeader
        title={title}
        secondsLeft={secondsLeft}
        saveStatus={saveStatus}
        language={language}
        onLanguageChange={setLanguage}
      />
      <SectionTabs sections={attempt.sections} currentSectionId={section?._id} onOpen={open} />

      {timeUp && <p className="exam-time-up">{t('examHall.timeUp')}</p>}
      {submit.failed && (
        <ErrorBox>
          {t('examHall.submitFailed')}{' '}
          <button
            type="button"
            className="button button-outline"
            onClick={() => void submit.finish(timeUp ? 'time' : 'student')}
          >
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
              selected={answers[currentId]?.option ?? null}
              disabled={locked}
              onSelect={(option) => change(currentId, { option })}
            />
          )}
          <ExamActions
            locked={locked}
            submitting={submit.submitting}
            previousId={order[index - 1]}
            nextId={order[index + 1]}
            onChange={(update) => change(currentId, update)}
            onOpen={open}
            onSubmit={() => setConfirming(true)}
          />
        </div>
        <button
          type="button"
          className="button button-outline exam-palette-toggle"
          aria-expanded={paletteOpen}
          aria-controls={paletteId}
          onClick={() => setPaletteOpen((value) => !value)}
        >
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
          submitting={submit.submitting}
          onConfirm={() => void submit.finish('student')}
          onClose={() => setConfirming(false)}
        />
      )}
    </section>
  );
}
