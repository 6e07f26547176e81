import { useEffect, useRef } from 'react';
import type { Language } from '#shared/site-pages.js';
import { api } from './api';
import { storedLanguage, useLanguage } from './language';
import { useSession } from './session';

/** Keeps the signed-in account's language: stored with the account, so it follows the student to another device. */
export function saveAccountLanguage(language: Language): void {
  api('PUT /api/auth/profile/language', {}, { body: { language } }).catch((error: unknown) => {
    // The choice still holds on this device; the account learns it at the next change.
    console.error('Could not save the language with the account', error);
  });
}

/**
 * When someone signs in (or a stored sign-in is confirmed): the account's language wins if it has
 * one; otherwise a choice made on this device before is saved to the account.
 */
export function AccountLanguageSync() {
  const { user } = useSession();
  const { language, choose } = useLanguage();
  const syncedFor = useRef<string | null>(null);

  useEffect(() => {
    if (!user) return;
    if (syncedFor.current === user._id) return;
    syncedFor.current = user._id;
    if (user.language) {
      if (user.language !== language) void choose(user.language);
      return;
    }
    const chosen = storedLanguage();
    if (chosen) saveAccountLanguage(chosen);
  }, [user, language, choose]);

  return null;
}
