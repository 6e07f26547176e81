/** The quality menu of an HLS lecture: which rungs it offers, and which hls.js level a choice means. */
export type Quality = 'auto' | '1080p' | '720p' | '540p' | '360p' | '240p' | 'audio';

/** Menu order: Auto, then best to worst, then sound alone. */
export const QUALITIES: readonly Quality[] = ['auto', '1080p', '720p', '540p', '360p', '240p', 'audio'];

/** Data saver plays nothing above this height. */
export const DATA_SAVER_HEIGHT = 360;

/** What the player knows of a level: its picture height (0 or absent for the audio-only rung). */
export interface LevelInfo {
  height?: number;
}

const heightOf = (quality: Quality) =>
  quality === 'audio' ? 0 : quality === 'auto' ? Infinity : Number.parseInt(quality, 10);

function qualityOf(level: LevelInfo): Quality | undefined {
  const height = level.height ?? 0;
  return QUALITIES.find((quality) => quality !== 'auto' && heightOf(quality) === height);
}

/** The menu: Auto and only the rungs this lecture has. */
export function qualityChoices(levels: readonly LevelInfo[]): Quality[] {
  const present = new Set(levels.map(qualityOf));
  return QUALITIES.filter((quality) => quality === 'auto' || present.has(quality));
}

export interface LevelChoice {
  /** The level to play, -1 for automatic switching. */
  level: number;
  /** The highest level automatic switching may use, -1 for no limit. */
  cap: number;
}

/**
 * A choice as hls.js levels: a fixed rung plays that level; Auto switches freely, or up to the best
 * rung at most 360p with Data saver on, which also brings a fixed rung above 360p down to that one.
 */
export function levelChoice(levels: readonly LevelInfo[], quality: Quality, dataSaver: boolean): LevelChoice {
  const limit = dataSaver ? DATA_SAVER_HEIGHT : Infinity;
  let cap = -1;
  if (dataSaver) {
    levels.forEach((level, index) => {
      if ((level.height ?? 0) <= limit && (cap === -1 || (level.height ?? 0) >= (levels[cap]!.height ?? 0)))
        cap = index;
    });
  }
  if (quality === 'auto') return { level: -1, cap };
  const wanted = levels.findIndex((level) => qualityOf(level) === quality);
  if (wanted === -1) return { level: -1, cap };
  if (heightOf(quality) > limit) return { level: cap, cap };
  return { level: wanted, cap };
}

const QUALITY_KEY = 'playerQuality';
const DATA_SAVER_KEY = 'playerDataSaver';

export function readQuality(): Quality {
  try {
    const stored = localStorage.getItem(QUALITY_KEY);
    return QUALITIES.find((quality) => quality === stored) ?? 'auto';
  } catch {
    return 'auto';
  }
}

export function readDataSaver(): boolean {
  try {
    return localStorage.getItem(DATA_SAVER_KEY) === 'on';
  } catch {
    return false;
  }
}

export function storeQuality(quality: Quality, dataSaver: boolean): void {
  try {
    localStorage.setItem(QUALITY_KEY, quality);
    localStorage.setItem(DATA_SAVER_KEY, dataSaver ? 'on' : 'off');
  } catch {
    // Private mode or full storage: the choice still applies to this lecture.
  }
}
