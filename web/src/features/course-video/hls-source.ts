import Hls, { type FragmentLoaderContext } from 'hls.js/light';
import { readToken } from '../../lib/token';
import { levelChoice, type LevelInfo, type Quality } from './quality';
import { SegmentLinks } from './segment-links';

const AUTH_SCHEME = 'Bearer';
const GET = 'GET';

/** A lecture's HLS playback attached to a <video>: its levels, and how to steer them. */
export interface HlsSource {
  choose(quality: Quality, dataSaver: boolean): void;
  destroy(): void;
}

/** Whether this browser can play HLS through Media Source Extensions (what hls.js needs). */
export function hlsSupported(): boolean {
  return Hls.isSupported();
}

/**
 * Plays the master playlist with hls.js (this module is loaded on demand, by the lecture page alone).
 * Playlists come from the API (with the student's session); segments are signed links that expire:
 * a segment due after its playlist's links have aged is loaded from that playlist fetched again
 * (segment-links.ts), and a segment refused with 403 all the same makes the player fetch the
 * playlists again once, and go on.
 * hls.js leaves an audio-only variant out of a master that has pictures, so Audio only plays that
 * rendition's own playlist instead of the master.
 */
export function attachHls(
  video: HTMLVideoElement,
  masterUrl: string,
  onLevels: (levels: LevelInfo[]) => void,
  onFatal: () => void,
): HlsSource {
  const authorised = (): Record<string, string> => {
    const token = readToken();
    return token ? { authorization: `${AUTH_SCHEME} ${token}` } : {};
  };
  const links = new SegmentLinks(async (url) => {
    const reply = await fetch(url, { headers: authorised() });
    if (!reply.ok) throw new Error(`The playlist answered ${reply.status}`);
    return reply.text();
  });
  const hls = new Hls({
    async xhrSetup(xhr, url, context) {
      // Only the API's playlists carry the session: a signed segment link carries its own authorisation, and S3 refuses two.
      if (new URL(url, window.location.href).pathname.startsWith('/api/')) {
        links.playlistRequested(url);
        xhr.open(GET, url, true);
        for (const [name, value] of Object.entries(authorised())) xhr.setRequestHeader(name, value);
        return;
      }
      const playlistUrl = (context as Partial<FragmentLoaderContext>).frag?.baseurl;
      xhr.open(GET, playlistUrl ? await links.linkFor(playlistUrl, url) : url, true);
    },
  });
  let refreshed = false;
  let source = masterUrl;
  let audioUrl: string | undefined;
  let videoLevels: LevelInfo[] = [];
  let choice: { quality: Quality; dataSaver: boolean } | undefined;

  /** Another playlist in place of the current one, going on from the same moment. */
  const switchTo = (url: string) => {
    const at = video.currentTime;
    const wasPlaying = !video.paused;
    source = url;
    hls.detachMedia();
    hls.loadSource(url);
    hls.attachMedia(video);
    const resume = () => {
      video.currentTime = at;
      if (wasPlaying) video.play().catch(() => {});
    };
    video.addEventListener('loadedmetadata', resume, { once: true });
  };
  const apply = () => {
    if (!choice) return;
    const wanted = choice.quality === 'audio' && audioUrl ? audioUrl : masterUrl;
    if (wanted !== source) return switchTo(wanted);
    if (source !== masterUrl) return;
    const { level, cap } = levelChoice(hls.levels, choice.quality, choice.dataSaver);
    hls.autoLevelCapping = cap;
    hls.currentLevel = level;
  };
  // hls.js announces MANIFEST_PARSED from within its own MANIFEST_LOADED handler: whichever of the two
  // this code hears last has both the levels and the manifest's own list.
  let heard = 0;
  const ready = () => {
    heard += 1;
    if (heard < 2) return;
    apply();
    onLevels([...videoLevels, ...(audioUrl ? [{ height: 0 }] : [])]);
  };
  hls.on(Hls.Events.MANIFEST_LOADING, () => {
    heard = 0;
  });
  hls.on(Hls.Events.MANIFEST_LOADED, (_event, data) => {
    if (source === masterUrl) audioUrl = data.levels.find((level) => !level.height && !level.videoCodec)?.url;
    ready();
  });
  hls.on(Hls.Events.MANIFEST_PARSED, () => {
    if (source === masterUrl) videoLevels = hls.levels.map((level) => ({ height: level.height }));
    ready();
  });
  hls.on(Hls.Events.FRAG_LOADED, () => {
    refreshed = false;
  });
  hls.on(Hls.Events.ERROR, (_event, data) => {
    const status = (data.response as { code?: number } | undefined)?.code;
    if (data.details === Hls.ErrorDetails.FRAG_LOAD_ERROR && status === 403 && !refreshed) {
      refreshed = true;
      const at = video.currentTime;
      hls.loadSource(source);
      hls.startLoad(at);
      return;
    }
    if (data.fatal) onFatal();
  });
  hls.loadSource(masterUrl);
  hls.attachMedia(video);
  return {
    choose(quality, dataSaver) {
      choice = { quality, dataSaver };
      if (hls.levels.length) apply();
    },
    destroy() {
      hls.destroy();
    },
  };
}
