import type { AdminTest } from './api';

/** The questions' order, section by section, as PUT …/question-order takes it. */
export type QuestionLayout = { sectionId: string; questionIds: string[] }[];

export function layoutOf(test: Pick<AdminTest, 'sections'>): QuestionLayout {
  return test.sections.map((section) => ({ sectionId: section._id, questionIds: [...section.questionIds] }));
}

/**
 * The layout with the question one place up (-1) or down (+1). At the edge of its section it moves
 * into the section before or after; undefined when it is already first or last of the test.
 */
export function movedQuestion(layout: QuestionLayout, questionId: string, step: -1 | 1): QuestionLayout | undefined {
  const sectionIndex = layout.findIndex((section) => section.questionIds.includes(questionId));
  if (sectionIndex === -1) return undefined;
  const next = layout.map((section) => ({ ...section, questionIds: [...section.questionIds] }));
  const ids = next[sectionIndex]!.questionIds;
  const at = ids.indexOf(questionId);
  const target = at + step;
  if (target >= 0 && target < ids.length) {
    [ids[at], ids[target]] = [ids[target]!, ids[at]!];
    return next;
  }
  const neighbour = next[sectionIndex + step];
  if (!neighbour) return undefined;
  ids.splice(at, 1);
  if (step === -1) neighbour.questionIds.push(questionId);
  else neighbour.questionIds.unshift(questionId);
  return next;
}

/** The test with its sections listing the questions in `layout`'s order. */
export function withLayout(test: AdminTest, layout: QuestionLayout): AdminTest {
  const byId = new Map(layout.map((section) => [section.sectionId, section.questionIds]));
  return {
    ...test,
    sections: test.sections.map((section) => ({
      ...section,
      questionIds: byId.get(section._id) ?? section.questionIds,
    })),
  };
}
