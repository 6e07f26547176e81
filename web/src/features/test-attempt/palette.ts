import type { SavedAnswer } from './api';

/** A question's state in the palette, as computer-based tests colour it. */
export type PaletteStatus = 'notVisited' | 'notAnswered' | 'answered' | 'marked' | 'answeredMarked';

export const PALETTE_STATUSES: readonly PaletteStatus[] = [
  'answered',
  'notAnswered',
  'notVisited',
  'marked',
  'answeredMarked',
];

export function paletteStatus(answer: SavedAnswer | undefined): PaletteStatus {
  if (!answer) return 'notVisited';
  const answered = answer.option !== null;
  if (answer.markedForReview) return answered ? 'answeredMarked' : 'marked';
  return answered ? 'answered' : 'notAnswered';
}

export function statusCounts(
  questionIds: readonly string[],
  answers: Record<string, SavedAnswer>,
): Record<PaletteStatus, number> {
  const counts: Record<PaletteStatus, number> = {
    notVisited: 0,
    notAnswered: 0,
    answered: 0,
    marked: 0,
    answeredMarked: 0,
  };
  for (const id of questionIds) counts[paletteStatus(answers[id])] += 1;
  return counts;
}
