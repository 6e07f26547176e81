import { useToast } from '../../components/toast';
import { errorMessage } from '../../lib/error-messages';
import type { Data } from '../../lib/use-data';
import { usePendingIds } from '../../lib/use-pending-ids';
import {
  deleteQuestion,
  saveQuestionOrder,
  type AdminQuestion,
  type AdminTest,
  type SavedQuestion,
  type TestEditorData,
} from './api';
import type { PlacedQuestion } from './placed-questions';
import { layoutOf, movedQuestion, withLayout } from './question-order';

/** The question list's own changes: move, delete, and taking in a saved question; each question shows its own busy state. */
export function useQuestionActions(editor: Data<TestEditorData> & { status: 'success' }) {
  const toast = useToast();
  const { isPending, track } = usePendingIds();
  const { test } = editor.data;
  const setTest = (next: AdminTest) => editor.update((current) => ({ ...current, test: next }));

  const canMove = (questionId: string, step: -1 | 1) => movedQuestion(layoutOf(test), questionId, step) !== undefined;

  function move(questionId: string, step: -1 | 1) {
    const layout = movedQuestion(layoutOf(test), questionId, step);
    if (!layout) return;
    // Moved on screen at once; the server's answer (or a reload on failure) settles it.
    setTest(withLayout(test, layout));
    void track(questionId, async () => {
      try {
        setTest(await saveQuestionOrder(test._id, layout));
      } catch (error) {
        toast.error(errorMessage(error, 'Failed to save the new order'));
        editor.refresh();
      }
    });
  }

  function remove({ number, question }: PlacedQuestion) {
    if (!window.confirm(`Delete question ${number}? This cannot be undone.`)) return;
    void track(question._id, async () => {
      try {
        const next = await deleteQuestion(test._id, question._id);
        editor.update((current) => ({
          ...current,
          test: next,
          questions: current.questions.filter((kept) => kept._id !== question._id),
        }));
        toast.success('Question deleted');
      } catch (error) {
        toast.error(errorMessage(error, 'Failed to delete the question'));
      }
    });
  }

  /** Takes in a question the dialog saved; a changed answer key of a published test reloads, to show its revision. */
  function saved({ question, test: next }: SavedQuestion, before: AdminQuestion | undefined) {
    editor.update((current) => ({
      ...current,
      test: next,
      questions: current.questions.some((kept) => kept._id === question._id)
        ? current.questions.map((kept) => (kept._id === question._id ? question : kept))
        : [...current.questions, question],
    }));
    if (next.published && before && before.correctOption !== question.correctOption) editor.refresh();
  }

  return { isBusy: isPending, canMove, move, remove, saved };
}
