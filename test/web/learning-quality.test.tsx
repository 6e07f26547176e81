import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { levelChoice, qualityChoices } from '../../web/src/features/course-video/quality';
import { VideoPlayer } from '../../web/src/features/course-video/components/VideoPlayer';

const hlsMock = vi.hoisted(() => ({
  supported: true,
  levels: [] as { height?: number }[],
  choose: vi.fn(),
  destroy: vi.fn(),
  attached: [] as string[],
}));

vi.mock('../../web/src/features/course-video/hls-source', () => ({
  hlsSupported: () => hlsMock.supported,
  attachHls: (_video: HTMLVideoElement, masterUrl: string, onLevels: (levels: { height?: number }[]) => void) => {
    hlsMock.attached.push(masterUrl);
    queueMicrotask(() => onLevels(hlsMock.levels));
    return { choose: hlsMock.choose, destroy: hlsMock.destroy };
  },
}));

/** As hls.js lists them: by bandwidth, the audio-only rung (no picture) lowest. */
const LADDER = [{ height: 0 }, { height: 240 }, { height: 360 }, { height: 540 }, { height: 720 }];
const MASTER = '/api/courses/c1/videos/v1/hls/master.m3u8';

const NATIVE = '/api/courses/c1/videos/v1/hls-native/master.m3u8?ticket=t1';

function renderPlayer(hls?: { masterUrl: string; nativeUrl?: string; posterUrl?: string }) {
  return render(
    <VideoPlayer src="https://media.example.com/v1.mp4" {...(hls ? { hls } : {})} title="Polity" onReload={() => {}} />,
  );
}

beforeEach(() => {
  hlsMock.supported = true;
  hlsMock.levels = LADDER;
  hlsMock.attached = [];
});

afterEach(() => {
  localStorage.clear();
  vi.clearAllMocks();
});

describe('choosing a level', () => {
  it("offers Auto and only the lecture's own rungs, best first, audio last", () => {
    expect(qualityChoices(LADDER)).toEqual(['auto', '720p', '540p', '360p', '240p', 'audio']);
    expect(qualityChoices([{ height: 240 }, { height: 360 }, {}])).toEqual(['auto', '360p', '240p', 'audio']);
    // A 1080p lecture (the rungs never go above the upload) offers 1080p too.
    expect(qualityChoices([...LADDER, { height: 1080 }])).toEqual([
      'auto',
      '1080p',
      '720p',
      '540p',
      '360p',
      '240p',
      'audio',
    ]);
  });

  it('plays a fixed rung, or switches freely on Auto', () => {
    expect(levelChoice(LADDER, 'auto', false)).toEqual({ level: -1, cap: -1 });
    expect(levelChoice(LADDER, '540p', false)).toEqual({ level: 3, cap: -1 });
    expect(levelChoice(LADDER, 'audio', false)).toEqual({ level: 0, cap: -1 });
    expect(levelChoice(LADDER, '720p', false)).toEqual({ level: 4, cap: -1 });
  });

  it('caps at 360p with Data saver, on Auto and on a rung above it', () => {
    expect(levelChoice(LADDER, 'auto', true)).toEqual({ level: -1, cap: 2 });
    expect(levelChoice(LADDER, '720p', true)).toEqual({ level: 2, cap: 2 });
    expect(levelChoice(LADDER, '240p', true)).toEqual({ level: 1, cap: 2 });
    expect(levelChoice([{ height: 0 }, { height: 240 }], 'auto', true)).toEqual({ level: -1, cap: 1 });
  });

  it('falls back to Auto for a rung the lecture does not have', () => {
    expect(levelChoice([{ height: 240 }, { height: 360 }], '720p', false)).toEqual({ level: -1, cap: -1 });
  });
});

describe('the quality menu', () => {
  it("lists the lecture's rungs under an accessible name and remembers the choice on the device", async () => {
    const user = userEvent.setup();
    const first = renderPlayer({ masterUrl: MASTER });
    const menu = await screen.findByRole('combobox', { name: 'Quality' });
    expect(
      within(menu)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Auto', '720p', '540p', '360p', '240p', 'Audio only']);
    expect(hlsMock.attached).toEqual([MASTER]);
    expect(document.querySelector('video')!.getAttribute('src')).toBeNull();

    menu.focus();
    await user.selectOptions(menu, '240p');
    expect(hlsMock.choose).toHaveBeenLastCalledWith('240p', false);
    await user.click(screen.getByRole('checkbox', { name: 'Data saver' }));
    expect(hlsMock.choose).toHaveBeenLastCalledWith('240p', true);
    first.unmount();
    expect(hlsMock.destroy).toHaveBeenCalled();

    hlsMock.choose.mockClear();
    renderPlayer({ masterUrl: MASTER });
    expect(await screen.findByRole('combobox', { name: 'Quality' })).toHaveValue('240p');
    expect(screen.getByRole('checkbox', { name: 'Data saver' })).toBeChecked();
    expect(hlsMock.choose).toHaveBeenCalledWith('240p', true);
  });

  it('shows only the rungs a smaller lecture has', async () => {
    hlsMock.levels = [{ height: 0 }, { height: 240 }, { height: 360 }];
    renderPlayer({ masterUrl: MASTER });
    const menu = await screen.findByRole('combobox', { name: 'Quality' });
    expect(
      within(menu)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Auto', '360p', '240p', 'Audio only']);
  });
});

describe('a lecture without renditions', () => {
  it('plays the original file, with no quality menu', async () => {
    renderPlayer();
    expect(document.querySelector('video')!.getAttribute('src')).toBe('https://media.example.com/v1.mp4');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(hlsMock.attached).toEqual([]);
    expect(screen.queryByRole('combobox', { name: 'Quality' })).toBeNull();
  });

  it('plays the original file where the browser cannot play the renditions', async () => {
    hlsMock.supported = false;
    renderPlayer({ masterUrl: MASTER });
    await waitFor(() =>
      expect(document.querySelector('video')!.getAttribute('src')).toBe('https://media.example.com/v1.mp4'),
    );
    expect(hlsMock.attached).toEqual([]);
    expect(screen.queryByRole('combobox', { name: 'Quality' })).toBeNull();
  });

  it("plays the renditions with the browser's own HLS player where hls.js cannot run but the browser plays HLS (Safari on older iOS)", async () => {
    hlsMock.supported = false;
    const canPlayType = vi
      .spyOn(HTMLMediaElement.prototype, 'canPlayType')
      .mockImplementation((type) => (type === 'application/vnd.apple.mpegurl' ? 'maybe' : ''));
    try {
      renderPlayer({ masterUrl: MASTER, nativeUrl: NATIVE });
      await waitFor(() => expect(document.querySelector('video')!.getAttribute('src')).toBe(NATIVE));
      expect(hlsMock.attached).toEqual([]);
      expect(screen.queryByRole('combobox', { name: 'Quality' })).toBeNull();
    } finally {
      canPlayType.mockRestore();
    }
  });

  it("shows the lecture's poster frame before it plays", async () => {
    renderPlayer({ masterUrl: MASTER, posterUrl: 'https://media.example.com/poster.0000000.jpg?sig=1' });
    await screen.findByRole('combobox', { name: 'Quality' });
    expect(document.querySelector('video')!.getAttribute('poster')).toBe(
      'https://media.example.com/poster.0000000.jpg?sig=1',
    );
  });

  it('prefers hls.js (with its quality menu) where both could play', async () => {
    const canPlayType = vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
    try {
      renderPlayer({ masterUrl: MASTER, nativeUrl: NATIVE });
      expect(await screen.findByRole('combobox', { name: 'Quality' })).toBeInTheDocument();
      expect(hlsMock.attached).toEqual([MASTER]);
      expect(document.querySelector('video')!.getAttribute('src')).toBeNull();
    } finally {
      canPlayType.mockRestore();
    }
  });
});
