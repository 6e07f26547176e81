import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { VideoPlayer } from '../../web/src/features/course-video/components/VideoPlayer';

function renderPlayer(props: { knownDuration?: number; startAt?: number } = {}) {
  render(<VideoPlayer src="https://media.example.com/v1.mp4" title="Polity" onReload={() => {}} {...props} />);
  return document.querySelector('video')!;
}

/** The file's own duration arriving, as the browser reports it. */
function withDuration(video: HTMLVideoElement, seconds: number) {
  Object.defineProperty(video, 'duration', { configurable: true, value: seconds });
  fireEvent.durationChange(video);
  fireEvent.loadedMetadata(video);
}

describe('the lecture player', () => {
  it('turns the volume up and down by a tenth with the arrow keys, never past silent or full', async () => {
    const video = renderPlayer();
    withDuration(video, 300);
    video.volume = 0.95;
    video.focus();
    await userEvent.keyboard('{ArrowUp}');
    expect(video.volume).toBe(1);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(video.volume).toBeCloseTo(0.8);
    video.volume = 0.05;
    await userEvent.keyboard('{ArrowDown}');
    expect(video.volume).toBe(0);
  });

  it('leaves space and the arrows to the control that has focus, and keys it has no use for to the page', () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
    const video = renderPlayer();
    withDuration(video, 300);
    video.currentTime = 50;
    video.volume = 0.5;

    const seek = screen.getByRole('slider', { name: 'Seek' });
    // fireEvent answers false when a handler prevented the key's default action.
    expect(fireEvent.keyDown(seek, { key: 'ArrowRight' })).toBe(true);
    expect(fireEvent.keyDown(seek, { key: 'ArrowUp' })).toBe(true);
    expect(fireEvent.keyDown(screen.getByRole('button', { name: 'Mute' }), { key: ' ' })).toBe(true);
    expect(fireEvent.keyDown(screen.getByRole('combobox', { name: 'Playback speed' }), { key: 'ArrowLeft' })).toBe(
      true,
    );
    expect(video.currentTime).toBe(50);
    expect(video.volume).toBe(0.5);
    expect(play).not.toHaveBeenCalled();

    // k, m and f work from any control; other keys are not the player's.
    expect(fireEvent.keyDown(seek, { key: 'k' })).toBe(false);
    expect(play).toHaveBeenCalledTimes(1);
    expect(fireEvent.keyDown(seek, { key: 'm' })).toBe(false);
    expect(video.muted).toBe(true);
    expect(fireEvent.keyDown(video, { key: 'x' })).toBe(true);
    expect(fireEvent.keyDown(video, { key: 'ArrowRight' })).toBe(false);
    expect(video.currentTime).toBe(60);
  });

  it("shows the lecture's known length until the file's own arrives, and starts at the saved position", () => {
    const video = renderPlayer({ knownDuration: 90, startAt: 5 });
    expect(screen.getByTestId('video-time')).toHaveTextContent('0:05 / 1:30');
    withDuration(video, 120);
    expect(video.currentTime).toBe(5);
    expect(screen.getByTestId('video-time')).toHaveTextContent('0:05 / 2:00');
  });

  it('starts from the beginning when the saved position is past the end of the file', () => {
    const video = renderPlayer({ startAt: 200 });
    withDuration(video, 120);
    expect(video.currentTime).toBe(0);
  });

  it('follows a speed the browser sets, when it is one of its own', () => {
    const video = renderPlayer();
    withDuration(video, 300);
    video.playbackRate = 1.25;
    fireEvent.rateChange(video);
    expect(screen.getByRole('combobox', { name: 'Playback speed' })).toHaveValue('1.25');
    video.playbackRate = 3;
    fireEvent.rateChange(video);
    expect(screen.getByRole('combobox', { name: 'Playback speed' })).toHaveValue('1.25');
  });
});
