import { useT, type MessageId } from '../../../lib/i18n';
import { qualityChoices, type LevelInfo, type Quality } from '../quality';

const LABELS: Record<Quality, MessageId | undefined> = {
  auto: 'player.qualityAuto',
  '1080p': undefined,
  '720p': undefined,
  '540p': undefined,
  '360p': undefined,
  '240p': undefined,
  audio: 'player.qualityAudio',
};

interface QualityMenuProps {
  levels: readonly LevelInfo[];
  quality: Quality;
  dataSaver: boolean;
  onChange: (quality: Quality, dataSaver: boolean) => void;
}

/** Auto or one of the lecture's rungs, and Data saver (nothing above 360p). */
export function QualityMenu({ levels, quality, dataSaver, onChange }: QualityMenuProps) {
  const t = useT();
  const choices = qualityChoices(levels);
  return (
    <>
      <select
        className="player-speed"
        aria-label={t('player.quality')}
        value={choices.includes(quality) ? quality : 'auto'}
        onChange={(event) => onChange(event.target.value as Quality, dataSaver)}
      >
        {choices.map((choice) => {
          const label = LABELS[choice];
          return (
            <option key={choice} value={choice}>
              {label ? t(label) : choice}
            </option>
          );
        })}
      </select>
      <label className="player-data-saver">
        <input type="checkbox" checked={dataSaver} onChange={(event) => onChange(quality, event.target.checked)} />
        {t('player.dataSaver')}
      </label>
    </>
  );
}
