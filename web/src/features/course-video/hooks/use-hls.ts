import { useEffect, useRef, useState, type RefObject } from 'react';
import type { LectureRenditions } from '../api';
import type { HlsSource } from '../hls-source';
import { readDataSaver, readQuality, storeQuality, type LevelInfo, type Quality } from '../quality';

/** Whether this browser's own player plays HLS (Safari, iOS): the renditions without hls.js. */
const HLS_TYPE = 'application/vnd.apple.mpegurl';
const playsHlsItself = (video: HTMLVideoElement) => video.canPlayType(HLS_TYPE) !== '';

export interface HlsPlayback {
  /**
   * 'hls' plays the renditions with hls.js; 'native' with the browser's own HLS player (where hls.js
   * cannot run: no quality menu there, the browser chooses); 'file' plays the original file: no
   * renditions, or a browser that plays neither.
   */
  mode: 'pending' | 'hls' | 'native' | 'file';
  levels: LevelInfo[];
  quality: Quality;
  dataSaver: boolean;
  choose(quality: Quality, dataSaver: boolean): void;
}

/** Attaches the lecture's renditions (hls.js, loaded on demand) to the <video>, with the remembered quality. */
export function useHls(
  videoRef: RefObject<HTMLVideoElement | null>,
  renditions: LectureRenditions | undefined,
  onFatal: () => void,
): HlsPlayback {
  const masterUrl = renditions?.masterUrl;
  // Each lecture reply has a new ticket in it: whether there is one decides the mode, the address itself is the <video>'s src.
  const hasNative = Boolean(renditions?.nativeUrl);
  const [mode, setMode] = useState<HlsPlayback['mode']>(masterUrl ? 'pending' : 'file');
  const [levels, setLevels] = useState<LevelInfo[]>([]);
  const [quality, setQuality] = useState(readQuality);
  const [dataSaver, setDataSaver] = useState(readDataSaver);
  const source = useRef<HlsSource | undefined>(undefined);
  const fatal = useRef(onFatal);
  fatal.current = onFatal;
  const choice = useRef({ quality, dataSaver });

  useEffect(() => {
    const video = videoRef.current;
    if (!masterUrl || !video) return;
    let stopped = false;
    import('../hls-source')
      .then(({ attachHls, hlsSupported }) => {
        if (stopped) return;
        if (!hlsSupported()) return setMode(hasNative && playsHlsItself(video) ? 'native' : 'file');
        const attached = attachHls(
          video,
          masterUrl,
          (found) => !stopped && setLevels(found),
          () => fatal.current(),
        );
        attached.choose(choice.current.quality, choice.current.dataSaver);
        source.current = attached;
        setMode('hls');
      })
      .catch(() => !stopped && setMode('file'));
    return () => {
      stopped = true;
      source.current?.destroy();
      source.current = undefined;
    };
  }, [masterUrl, hasNative, videoRef]);

  const choose = (nextQuality: Quality, nextDataSaver: boolean) => {
    choice.current = { quality: nextQuality, dataSaver: nextDataSaver };
    setQuality(nextQuality);
    setDataSaver(nextDataSaver);
    storeQuality(nextQuality, nextDataSaver);
    source.current?.choose(nextQuality, nextDataSaver);
  };

  return { mode, levels, quality, dataSaver, choose };
}
