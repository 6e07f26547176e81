import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Dialog } from '../../web/src/components/Dialog';

function Page({ nested = false }: { nested?: boolean }) {
  const [open, setOpen] = useState(true);
  const [inner, setInner] = useState(nested);
  return (
    <div style={{ position: 'sticky', zIndex: 1 }} data-testid="sticky-panel">
      <button type="button">Behind</button>
      {open && (
        <Dialog title="Outer" onClose={() => setOpen(false)}>
          <label>
            Name <input />
          </label>
          {inner && (
            <Dialog title="Inner" onClose={() => setInner(false)}>
              <button type="button">Inner action</button>
            </Dialog>
          )}
        </Dialog>
      )}
      <button type="button">After</button>
    </div>
  );
}

describe('Dialog', () => {
  it('is drawn at the end of the page, outside the sticky part it was opened from', () => {
    render(<Page />);
    const dialog = screen.getByRole('dialog', { name: 'Outer' });
    expect(screen.getByTestId('sticky-panel')).not.toContainElement(dialog);
    expect(dialog.closest('.dialog-backdrop')?.parentElement).toBe(document.body);
  });

  it('brings Tab back inside when focus has left it (a click on the page behind, or on nothing)', async () => {
    const user = userEvent.setup();
    render(<Page />);
    const dialog = screen.getByRole('dialog', { name: 'Outer' });
    screen.getByRole('button', { name: 'Behind' }).focus();
    await user.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    screen.getByRole('button', { name: 'After' }).focus();
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();

    (document.activeElement as HTMLElement).blur();
    expect(document.activeElement).toBe(document.body);
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('goes round its own controls with Tab and Shift+Tab', async () => {
    const user = userEvent.setup();
    render(<Page />);
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    expect(name).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('closes only the topmost of two open dialogs on Escape', async () => {
    const user = userEvent.setup();
    render(<Page nested />);
    expect(screen.getByRole('dialog', { name: 'Inner' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Inner' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Outer' })).toBeInTheDocument();
    expect(document.body).toHaveClass('has-modal');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body).not.toHaveClass('has-modal');
  });
});
