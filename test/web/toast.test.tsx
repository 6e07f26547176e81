import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_MS, ToastProvider, useToast } from '../../web/src/components/toast';

function Trigger() {
  const toast = useToast();
  return (
    <>
      <button onClick={() => toast.success('Course deleted successfully!')}>ok</button>
      <button onClick={() => toast.error('Failed to delete course')}>fail</button>
    </>
  );
}

describe('toasts', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows success and error toasts for 3 seconds', () => {
    render(
      <ToastProvider>
        <Trigger />
      </ToastProvider>,
    );
    act(() => screen.getByText('ok').click());
    act(() => screen.getByText('fail').click());
    expect(screen.getByRole('status')).toHaveTextContent('Course deleted successfully!');
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to delete course');
    act(() => vi.advanceTimersByTime(TOAST_MS - 1));
    expect(screen.queryByRole('status')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('can be dismissed', () => {
    render(
      <ToastProvider>
        <Trigger />
      </ToastProvider>,
    );
    act(() => screen.getByText('ok').click());
    act(() => screen.getByRole('button', { name: 'Dismiss notification' }).click());
    expect(screen.queryByRole('status')).toBeNull();
  });
});
