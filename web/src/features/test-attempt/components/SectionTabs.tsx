import { localizedTitle } from '../../../lib/course-text';
import { useActiveLanguage, useT } from '../../../lib/i18n';
import type { AttemptView } from '../api';

interface SectionTabsProps {
  sections: AttemptView['sections'];
  /** The section of the question on screen. */
  currentSectionId: string | undefined;
  onOpen: (questionId: string) => void;
}

/** A tab for each section of a test that has more than one, opening the section's first question. */
export function SectionTabs({ sections, currentSectionId, onOpen }: SectionTabsProps) {
  const t = useT();
  const uiLanguage = useActiveLanguage();
  if (sections.length <= 1) return null;
  return (
    <nav className="exam-sections" aria-label={t('examHall.sections')}>
      {sections.map((item) => (
        <button
          key={item._id}
          type="button"
          className="exam-section-tab"
          aria-current={item._id === currentSectionId ? 'true' : undefined}
          onClick={() => item.questionIds[0] && onOpen(item.questionIds[0])}
        >
          {localizedTitle(item, uiLanguage)}
        </button>
      ))}
    </nav>
  );
}
