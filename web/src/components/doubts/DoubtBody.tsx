import type { Doubt } from '#shared/doubts.js';
import { useT } from '../../lib/i18n';
import './doubts.css';

/** What a doubt says, its photo, its status for its asker, and its answer once there is one. */
export function DoubtBody({ doubt }: { doubt: Doubt }) {
  const t = useT();
  return (
    <>
      <p className="doubt-text">{doubt.text}</p>
      {doubt.imageUrl && (
        <a href={doubt.imageUrl} target="_blank" rel="noreferrer" className="doubt-photo-link">
          {t('doubts.viewPhoto')}
        </a>
      )}
      {doubt.mine && (
        <span className={`doubt-status doubt-status-${doubt.status}`}>{t(`doubts.status.${doubt.status}`)}</span>
      )}
      {doubt.hiddenReason && <p className="muted">{t('doubts.hiddenReason', { reason: doubt.hiddenReason })}</p>}
      {doubt.answer && (
        <div className="doubt-answer">
          <h4>{t('doubts.answerHeading')}</h4>
          <p className="doubt-text">{doubt.answer.text}</p>
          {doubt.answer.imageUrl && (
            <a href={doubt.answer.imageUrl} target="_blank" rel="noreferrer" className="doubt-photo-link">
              {t('doubts.viewPhoto')}
            </a>
          )}
        </div>
      )}
    </>
  );
}
