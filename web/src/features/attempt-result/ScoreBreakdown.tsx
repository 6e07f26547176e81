import { localizedTitle } from '../../lib/course-text';
import { useActiveLanguage, useT } from '../../lib/i18n';
import type { AttemptResult } from './api';
import { ScoreTable } from './ScoreTable';
import { SectionChart } from './SectionChart';

/** The score by section (a chart and a table of the same figures) and by topic. */
export function ScoreBreakdown({ result }: { result: AttemptResult }) {
  const t = useT();
  const language = useActiveLanguage();
  const sections = result.sections.map((section) => ({
    ...section,
    key: section.sectionId,
    name: localizedTitle(section, language),
  }));
  const topics = result.topics.map((topic) => ({ ...topic, key: topic.topic, name: topic.topic }));

  return (
    <>
      {sections.length > 0 && (
        <>
          <h2>{t('testResult.sections')}</h2>
          <SectionChart rows={sections} />
          <ScoreTable caption={t('testResult.sections')} nameHeading={t('testResult.section')} rows={sections} />
        </>
      )}
      {topics.length > 0 && (
        <>
          <h2>{t('testResult.topics')}</h2>
          <ScoreTable caption={t('testResult.topics')} nameHeading={t('testResult.topic')} rows={topics} />
        </>
      )}
    </>
  );
}
