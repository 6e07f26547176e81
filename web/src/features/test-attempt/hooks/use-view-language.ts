import { useCallback, useState } from 'react';
import { LANGUAGES, type Language } from '../../../../../shared/site-pages';

const storageKey = (attemptId: string) => `examViewLanguage.${attemptId}`;

function storedViewLanguage(attemptId: string): Language | undefined {
  try {
    const value = localStorage.getItem(storageKey(attemptId));
    return LANGUAGES.find((language) => language === value);
  } catch {
    // Storage refused (private mode, full): the choice lasts as long as the page.
    return undefined;
  }
}

/**
 * The language the questions are shown in ("View in"): the screen's language until the student picks
 * one, then that one for the rest of the attempt, through a reload too.
 */
export function useViewLanguage(attemptId: string, fallback: Language): [Language, (language: Language) => void] {
  const [chosen, setChosen] = useState(() => storedViewLanguage(attemptId));
  const choose = useCallback(
    (language: Language) => {
      setChosen(language);
      try {
        localStorage.setItem(storageKey(attemptId), language);
      } catch {
        // Not remembered across a reload; shown now all the same.
      }
    },
    [attemptId],
  );
  return [chosen ?? fallback, choose];
}
