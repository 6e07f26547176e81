import { useState } from 'react';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '../../../../../shared/site-pages';
import { useT } from '../../../lib/i18n';
import { useLanguage } from '../../../lib/language';
import { useSession } from '../../../lib/session';

/**
 * The screen's language in the exam's bar, as the site header offers it (which the exam hides): the
 * choice is remembered on this device and with the account. The header's own switch is not reused:
 * shared with this chunk, it would move code out of the first page's script and over its budget.
 */
export function ExamLanguageChoice() {
  const t = useT();
  const { language, choose } = useLanguage();
  const { isAuthenticated } = useSession();
  const [switching, setSwitching] = useState(false);

  async function select(next: Language) {
    if (next === language || switching) return;
    setSwitching(true);
    try {
      await choose(next);
      if (isAuthenticated)
        void import('../../../lib/account-language').then((module) => module.saveAccountLanguage(next));
    } catch (error) {
      // The catalogue could not be fetched (offline): the screen stays as it is.
      console.error('Could not switch the language', error);
    } finally {
      setSwitching(false);
    }
  }

  return (
    <div className="language-switch" role="group" aria-label={t('language.label')}>
      {LANGUAGES.map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          className="language-option"
          aria-pressed={option === language}
          disabled={switching}
          onClick={() => void select(option)}
        >
          {LANGUAGE_NAMES[option]}
        </button>
      ))}
    </div>
  );
}
