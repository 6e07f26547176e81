import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LANGUAGE_NAMES, LANGUAGE_QUERY, LANGUAGES, type Language } from '#shared/site-pages.js';
import { useT } from '../../lib/i18n';
import { useLanguage } from '../../lib/language';
import { useSession } from '../../lib/session';

/**
 * ગુજરાતી / English in the header: each language named in itself, the active one pressed. A choice
 * changes the page at once, is remembered on this device and, for a signed-in visitor, with the account.
 */
export function LanguageSwitch() {
  const t = useT();
  const { language, choose } = useLanguage();
  const { isAuthenticated } = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const [switching, setSwitching] = useState(false);

  async function select(next: Language) {
    if (next === language || switching) return;
    setSwitching(true);
    try {
      await choose(next);
      if (isAuthenticated) void import('../../lib/account-language').then((module) => module.saveAccountLanguage(next));
      // An address that names a language keeps naming the one on screen, so a reload shows it too.
      if (searchParams.has(LANGUAGE_QUERY)) {
        setSearchParams(
          (current) => {
            const params = new URLSearchParams(current);
            params.set(LANGUAGE_QUERY, next);
            return params;
          },
          { replace: true },
        );
      }
    } catch (error) {
      // The catalogue could not be fetched (offline): the page stays as it is.
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
