import type { BrowserContext, Page } from 'playwright-core';

/** A student's line: 1.6 Mbps down, 750 kbps up, 40 ms. */
export const LINK = { latencyMs: 40, downBitsPerSecond: 1_600_000, upBitsPerSecond: 750_000 } as const;
/** How long a lecture may take from Play to its first picture. */
export const START_BUDGET_SECONDS = 3;
const WATCH_SECONDS = 60;
const START_LIMIT_MS = 90_000;

export interface PlaybackResult {
  /** Seconds from the play event to the first 'playing', or undefined when it never started. */
  startSeconds?: number;
  /** 'waiting' events after the first 'playing'. */
  waitingEvents: number;
  stalledSeconds: number;
  watchedSeconds: number;
  currentTime: number;
}

interface PlaybackLog {
  play?: number;
  firstPlaying?: number;
  waits: { at: number; until?: number }[];
}

type BenchWindow = Window & { benchPlayback?: PlaybackLog };

export async function throttle(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: LINK.latencyMs,
    downloadThroughput: LINK.downBitsPerSecond / 8,
    uploadThroughput: LINK.upBitsPerSecond / 8,
  });
}

/** Timestamps of the page's first <video> element's play, playing and waiting events, kept in the page. */
export async function instrumentVideo(page: Page): Promise<void> {
  await page
    .locator('video')
    .first()
    .evaluate((video: HTMLVideoElement) => {
      const log: PlaybackLog = { waits: [] };
      (window as BenchWindow).benchPlayback = log;
      video.addEventListener('play', () => (log.play ??= performance.now()));
      video.addEventListener('playing', () => {
        const now = performance.now();
        log.firstPlaying ??= now;
        const open = log.waits.at(-1);
        if (open && open.until === undefined) open.until = now;
      });
      video.addEventListener('waiting', () => {
        if (log.firstPlaying !== undefined) log.waits.push({ at: performance.now() });
      });
    });
}

/** Waits for the first picture, then watches for a minute of wall time; reads the timestamps the page kept. */
export async function watch(page: Page): Promise<PlaybackResult> {
  const started = await page
    .waitForFunction(() => (window as BenchWindow).benchPlayback?.firstPlaying !== undefined, undefined, {
      timeout: START_LIMIT_MS,
      polling: 50,
    })
    .then(() => true)
    .catch(() => false);
  if (started) await page.waitForTimeout(WATCH_SECONDS * 1000);
  return page
    .locator('video')
    .first()
    .evaluate((video: HTMLVideoElement) => {
      const log = (window as BenchWindow).benchPlayback!;
      const end = performance.now();
      const stalledMs = log.waits.reduce((sum, wait) => sum + ((wait.until ?? end) - wait.at), 0);
      return {
        startSeconds:
          log.play !== undefined && log.firstPlaying !== undefined ? (log.firstPlaying - log.play) / 1000 : undefined,
        waitingEvents: log.waits.length,
        stalledSeconds: stalledMs / 1000,
        watchedSeconds: log.firstPlaying !== undefined ? (end - log.firstPlaying) / 1000 : 0,
        currentTime: video.currentTime,
      };
    });
}

/** The original file in a bare <video> on a page of the site, played (muted, so no gesture is needed). */
export async function playOriginal(page: Page, url: string): Promise<void> {
  await page.evaluate((src) => {
    const video = document.createElement('video');
    video.preload = 'metadata';
    video.muted = true;
    video.playsInline = true;
    video.src = src;
    document.body.replaceChildren(video);
  }, url);
  await instrumentVideo(page);
  await page
    .locator('video')
    .first()
    .evaluate((video: HTMLVideoElement) => void video.play().catch(() => undefined));
}

export function describePlayback(result: PlaybackResult): string {
  const start =
    result.startSeconds === undefined
      ? `did not start within ${START_LIMIT_MS / 1000} s`
      : `first picture after ${result.startSeconds.toFixed(2)} s`;
  return `${start}; ${result.waitingEvents} 'waiting' after it, ${result.stalledSeconds.toFixed(1)} s stalled in ${result.watchedSeconds.toFixed(0)} s watched; currentTime ${result.currentTime.toFixed(1)} s`;
}
