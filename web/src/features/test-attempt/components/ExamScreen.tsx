import { useId, useMemo, useState } from 'react';
import { INSTITUTE_NAME } from '../../../../../shared/constants';
import { ErrorBox } from '../../../components/ErrorBox';
import { localizedTitle } from '../../../lib/course-text';
import { useActiveLanguage, useT } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import type { AttemptView } from '../api';
import { examLayout, followingQuestion, sectionOf } from '../exam-layout';
import { useExam } from '../hooks/use-exam';
import { useExamFrame } from '../hooks/use-exam-frame';
import { useLeaveGuard } from '../hooks/use-leave-guard';
import { useViewLanguage } from '../hooks/use-view-language';
import { statusCounts } from '../palette';
import { ExamActions } from './ExamActions';
import { ExamHeader } from './ExamHeader';
import { InstructionsDialog } from './InstructionsDialog';
import { LeaveDialog } from './LeaveDialog';
import { QuestionPalette } from './QuestionPalette';
import { QuestionPanel } from './QuestionPanel';
import { QuestionPaperDialog } from './QuestionPaperDialog';
import { SectionTabs } from './SectionTabs';
import { SubmitDialog } from './SubmitDialog';

type OpenDialog = 'submit' | 'paper' | 'instructions' | null;

/** The running attempt, alone on the page: one question at a time, the palette, the server's clock, and every change saved. */
export function ExamScreen({ attempt }: { attempt: AttemptView }) {
  const t = useT();
  const uiLanguage = useActiveLanguage();
  const { user } = useSession();
  const paletteId = useId();
  const [language, setLanguage] = useViewLanguage(attempt._id, uiLanguage);
  const [paletteOpen, setPaletteOpen] = useState(false);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const layout = useMemo(() => examLayout(attempt), [attempt]);
  const { order, numbers } = layout;
  const { saveStatus, secondsLeft, timeUp, sheet, submit } = useExam(attempt, layout);
  const { answers, currentId, change } = sheet;
  useExamFrame();
  const guard = useLeaveGuard(!timeUp && !submit.submitting, paths.test(attempt.testId));

  const open = (questionId: string) => {
    setPaletteOpen(false);
    sheet.open(questionId);
  };
  const index = order.indexOf(currentId);
  const question = layout.questions.get(currentId);
  const section = sectionOf(attempt.sections, currentId);
  const sectionIds = section?.questionIds ?? order;
  const sectionTitle = section && localizedTitle(section, uiLanguage);
  const locked = timeUp || submit.submitting;
  const title = localizedTitle(attempt, uiLanguage);
  const closeDialog = () => setDialog(null);

  return (
    <section className="exam-hall">
      <title>{`${title} | ${INSTITUTE_NAME}`}</title>
      <ExamHeader title={title} candidate={user?.name} secondsLeft={secondsLeft} saveStatus={saveStatus} />
      <div className="exam-tools">
        <SectionTabs sections={attempt.sections} currentSectionId={section?._id} onOpen={open} />
        <div className="exam-tool-buttons">
          <button type="button" className="button button-outline" onClick={() => setDialog('paper')}>
            {t('examHall.questionPaper')}
          </button>
          <button type="button" className="button button-outline" onClick={() => setDialog('instructions')}>
            {t('examHall.instructions')}
          </button>
        </div>
      </div>

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
              onLanguageChange={setLanguage}
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
            followingId={followingQuestion(layout, currentId)}
            onChange={(update) => change(currentId, update)}
            onOpen={open}
            onSubmit={() => setDialog('submit')}
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
          questionIds={sectionIds}
          numbers={numbers}
          answers={answers}
          currentId={currentId}
          onOpen={open}
        />
      </div>

      {dialog === 'submit' && (
        <SubmitDialog
          sections={attempt.sections.map((item) => ({
            id: item._id,
            title: localizedTitle(item, uiLanguage),
            counts: statusCounts(item.questionIds, answers),
          }))}
          secondsLeft={secondsLeft}
          submitting={submit.submitting}
          onConfirm={() => void submit.finish('student')}
          onClose={closeDialog}
        />
      )}
      {dialog === 'paper' && (
        <QuestionPaperDialog
          sectionTitle={sectionTitle}
          questionIds={sectionIds}
          layout={layout}
          language={language}
          onClose={closeDialog}
        />
      )}
      {dialog === 'instructions' && <InstructionsDialog testId={attempt.testId} onClose={closeDialog} />}
      {guard.asking && <LeaveDialog onStay={guard.stay} onLeave={guard.leave} />}
    </section>
  );
}
