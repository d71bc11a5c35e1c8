import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderTranslated } from '../../tests/unit/support/render';
import { Button } from './Button';
import { Dialog, DialogClose } from './Dialog';

/** A popup opened by the app's state, as most are (no Radix trigger). */
function OpenedByState() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Report</Button>
      <Dialog open={open} onOpenChange={setOpen} title="Report a violation" />
    </>
  );
}

describe('Dialog', () => {
  it('opens from its trigger with title and description, and closes with the close button or Escape', async () => {
    const user = userEvent.setup();
    await renderTranslated(
      <Dialog
        trigger={<Button>Log out</Button>}
        title="Log out?"
        description="You can log in again at any time."
        footer={
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
        }
      />,
      'ua',
    );
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    const dialog = screen.getByRole('dialog', { name: 'Log out?' });
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).toBe(
      'You can log in again at any time.',
    );

    await user.click(screen.getByRole('button', { name: 'Закрити' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('gives focus back to the button that opened it through state (no trigger)', async () => {
    const user = userEvent.setup();
    await renderTranslated(<OpenedByState />);
    const opener = screen.getByRole('button', { name: 'Report' });
    opener.focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Report a violation' });
    expect(document.activeElement).not.toBe(opener);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
  });
});

describe('Dialog in fullscreen (issue 14)', () => {
  it('opens inside the fullscreen element, where it can be seen, and in the body otherwise', async () => {
    const stage = document.createElement('section');
    document.body.appendChild(stage);
    const setFullscreen = (element: Element | null) => {
      Object.defineProperty(document, 'fullscreenElement', { value: element, configurable: true });
      document.dispatchEvent(new Event('fullscreenchange'));
    };
    try {
      setFullscreen(stage);
      await renderTranslated(<Dialog open title="Report a violation" />);
      const dialog = await screen.findByRole('dialog');
      expect(stage.contains(dialog)).toBe(true);
    } finally {
      setFullscreen(null);
      stage.remove();
    }
    await waitFor(() => expect(document.body.contains(screen.getByRole('dialog'))).toBe(true));
  });
});
