import { useState } from 'react';
import { ErrorBox } from '../../components/ErrorBox';
import { useT } from '../../lib/i18n';
import type { Data } from '../../lib/use-data';
import { updateTest, type AdminTest, type TestEditorData } from './api';
import { AnswerKeyLog } from './AnswerKeyLog';
import { EditorHeader } from './EditorHeader';
import { ImportDialog } from './ImportDialog';
import { placedQuestions, type PlacedQuestion } from './placed-questions';
import { ConfirmDialog } from './ConfirmDialog';
import { PublishDialog } from './PublishDialog';
import { PublishProblems } from './PublishProblems';
import { QuestionDialog } from './QuestionDialog';
import { QuestionPreviewDialog } from './QuestionPreviewDialog';
import { SectionQuestions } from './SectionQuestions';
import { TemplateButton } from './TemplateButton';
import { TestFormDialog } from './TestFormDialog';
import { usePublish } from './use-publish';
import { useQuestionActions } from './use-question-actions';

type OpenDialog =
  | { kind: 'settings' }
  | { kind: 'question'; sectionId: string; placed?: PlacedQuestion }
  | { kind: 'preview'; placed: PlacedQuestion }
  | { kind: 'import' }
  | undefined;

/** A loaded test: its settings, sections and questions, publishing, import, and the answer key's history. */
export function TestEditor({ editor }: { editor: Data<TestEditorData> & { status: 'success' } }) {
  const { test, questions, answerKeyRevisions } = editor.data;
  const t = useT();
  const [dialog, setDialog] = useState<OpenDialog>();
  const close = () => setDialog(undefined);
  const setTest = (next: AdminTest) => editor.update((current) => ({ ...current, test: next }));
  const actions = useQuestionActions(editor);
  const publish = usePublish(test, setTest);
  const placed = placedQuestions(test, questions);
  const editQuestion = (entry: PlacedQuestion) =>
    setDialog({ kind: 'question', sectionId: entry.section._id, placed: entry });

  return (
    <>
      <EditorHeader
        test={test}
        publishing={publish.busy}
        onSettings={() => setDialog({ kind: 'settings' })}
        onTogglePublished={publish.ask}
      />
      {editor.refreshFailed && <ErrorBox>Failed to load the test</ErrorBox>}
      {publish.asking === 'publish' && (
        <PublishDialog test={test} placed={placed} onConfirm={publish.confirm} onClose={publish.cancel} />
      )}
      {publish.asking === 'unpublish' && (
        <ConfirmDialog
          title={t('adminPublish.unpublishTitle')}
          confirmLabel={t('adminPublish.unpublishConfirm')}
          onConfirm={publish.confirm}
          onClose={publish.cancel}
        >
          <p>{t('adminPublish.unpublishText')}</p>
        </ConfirmDialog>
      )}
      {publish.refusal && (
        <PublishProblems refusal={publish.refusal} placed={placed} onEdit={editQuestion} onDismiss={publish.dismiss} />
      )}
      <div className="admin-tests-toolbar admin-tests-question-tools">
        <button
          type="button"
          className="button button-primary"
          onClick={() => setDialog({ kind: 'question', sectionId: test.sections[0]?._id ?? '' })}
        >
          Add Question
        </button>
        <button type="button" className="button button-outline" onClick={() => setDialog({ kind: 'import' })}>
          Import Questions
        </button>
        <TemplateButton />
      </div>
      {placed.length === 0 && (
        <p className="state-panel">No questions yet. Add them one by one, or import a filled-in template.</p>
      )}
      <div className="test-sections" aria-busy={editor.refreshing || undefined}>
        {test.sections.map((section) => (
          <SectionQuestions
            key={section._id}
            section={section}
            questions={placed.filter((entry) => entry.section._id === section._id)}
            canMove={actions.canMove}
            isBusy={actions.isBusy}
            onAdd={() => setDialog({ kind: 'question', sectionId: section._id })}
            onMove={actions.move}
            onPreview={(entry) => setDialog({ kind: 'preview', placed: entry })}
            onEdit={editQuestion}
            onDelete={actions.remove}
          />
        ))}
      </div>
      {(test.published || answerKeyRevisions.length > 0) && (
        <AnswerKeyLog revisions={answerKeyRevisions} placed={placed} />
      )}

      {dialog?.kind === 'settings' && (
        <TestFormDialog
          test={test}
          save={(input) => updateTest(test._id, input)}
          onClose={close}
          onSaved={(saved) => {
            setTest(saved);
            close();
          }}
        />
      )}
      {dialog?.kind === 'question' && (
        <QuestionDialog
          testId={test._id}
          sections={test.sections}
          question={dialog.placed?.question}
          number={dialog.placed?.number}
          sectionId={dialog.sectionId}
          onClose={close}
          onSaved={(saved) => {
            actions.saved(saved, dialog.placed?.question);
            close();
          }}
        />
      )}
      {dialog?.kind === 'preview' && <QuestionPreviewDialog placed={dialog.placed} onClose={close} />}
      {dialog?.kind === 'import' && (
        <ImportDialog
          testId={test._id}
          onClose={close}
          onImported={(imported) => {
            setTest(imported);
            // The reply carries the test's new layout only: the questions themselves load again.
            editor.refresh();
          }}
        />
      )}
    </>
  );
}
