import { Button, Menu } from '@mantine/core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { StrictMode, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { storeIn } from '../test/helpers';
import { renderWithProviders } from '../test/render';
import { AppDialog } from './AppDialog';
import { ConfirmDialog } from './ConfirmDialog';
import { openDialogCount } from './dialogLayers';

const pressEscape = (target: Element = document.activeElement ?? document.body) =>
  fireEvent.keyDown(target, { key: 'Escape' });

/** A page with a button that opens Outer; Outer has a button that opens Inner (as Key Results opens a preview). */
function Stacked({ innerEscape = true }: { innerEscape?: boolean }) {
  const [outer, setOuter] = useState(false);
  const [inner, setInner] = useState(false);
  return (
    <>
      <Button onClick={() => setOuter(true)}>Open outer</Button>
      <AppDialog opened={outer} onClose={() => setOuter(false)} title="Outer">
        <Button onClick={() => setInner(true)}>Open inner</Button>
      </AppDialog>
      <AppDialog opened={inner} onClose={() => setInner(false)} title="Inner" closeOnEscape={innerEscape}>
        inner content
      </AppDialog>
    </>
  );
}

/** A dialog mounted open and unmounted to close (as the rename dialog is). */
function MountedOpen() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Rename</Button>
      {open && (
        <AppDialog opened onClose={() => setOpen(false)} title="Rename idea">
          <Button onClick={() => setOpen(false)}>Done</Button>
        </AppDialog>
      )}
    </>
  );
}

/** A dialog chosen from a dropdown menu. */
function FromMenu() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Menu>
        <Menu.Target>
          <Button>Actions</Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => setOpen(true)}>Delete</Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <AppDialog opened={open} onClose={() => setOpen(false)} title="Delete stream">
        question
      </AppDialog>
    </>
  );
}

/** A dialog whose action moves the focus to a field of the page on purpose. */
function Elsewhere() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <input aria-label="Next field" id="next-field" />
      <AppDialog opened={open} onClose={() => setOpen(false)} title="Moves focus">
        <Button
          onClick={() => {
            document.getElementById('next-field')?.focus();
            setOpen(false);
          }}
        >
          Go on
        </Button>
      </AppDialog>
    </>
  );
}

const dialog = (name: string) => screen.queryByRole('dialog', { name });

/** Lets a just opened dialog move the focus inside, as it has done before a person's next key press. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

describe('AppDialog', () => {
  it('Esc closes only the top dialog, then the one below', async () => {
    renderWithProviders(<Stacked />);
    fireEvent.click(screen.getByRole('button', { name: 'Open outer' }));
    fireEvent.click(screen.getByRole('button', { name: 'Open inner' }));
    expect(dialog('Outer')).not.toBeNull();
    expect(dialog('Inner')).not.toBeNull();

    pressEscape();
    await waitFor(() => expect(dialog('Inner')).toBeNull());
    expect(dialog('Outer')).not.toBeNull();

    pressEscape();
    await waitFor(() => expect(dialog('Outer')).toBeNull());
    expect(openDialogCount()).toBe(0);
  });

  it('a top dialog that keeps Esc for itself does not let it close the one below', () => {
    renderWithProviders(<Stacked innerEscape={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open outer' }));
    fireEvent.click(screen.getByRole('button', { name: 'Open inner' }));
    pressEscape();
    expect(dialog('Inner')).not.toBeNull();
    expect(dialog('Outer')).not.toBeNull();
  });

  it('names its close button Close, in German Schließen', async () => {
    renderWithProviders(<Stacked />);
    fireEvent.click(screen.getByRole('button', { name: 'Open outer' }));
    fireEvent.click(within(dialog('Outer')!).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(dialog('Outer')).toBeNull());
  });

  it('names the close button of a question in German', () => {
    renderWithProviders(
      <ConfirmDialog
        opened
        title="Datei löschen"
        question="Wirklich?"
        confirmLabel="Löschen"
        onConfirm={() => undefined}
        onClose={() => {}}
      />,
      { store: storeIn('de') },
    );
    expect(within(dialog('Datei löschen')!).getByRole('button', { name: 'Schließen' })).toBeTruthy();
  });

  it('gives the focus back to the control that opened it, also after a stacked dialog', async () => {
    renderWithProviders(<Stacked />);
    const openOuter = screen.getByRole('button', { name: 'Open outer' });
    openOuter.focus();
    fireEvent.click(openOuter);
    await settle();
    const openInner = within(dialog('Outer')!).getByRole('button', { name: 'Open inner' });
    openInner.focus();
    fireEvent.click(openInner);
    await settle();
    expect(dialog('Inner')?.contains(document.activeElement)).toBe(true);

    pressEscape();
    await waitFor(() => expect(document.activeElement).toBe(openInner));
    pressEscape();
    await waitFor(() => expect(document.activeElement).toBe(openOuter));
  });

  it('gives the focus back when it was mounted open and is unmounted to close (StrictMode too)', async () => {
    renderWithProviders(
      <StrictMode>
        <MountedOpen />
      </StrictMode>,
    );
    const opener = screen.getByRole('button', { name: 'Rename' });
    opener.focus();
    fireEvent.click(opener);
    await settle();
    const done = within(dialog('Rename idea')!).getByRole('button', { name: 'Done' });
    done.focus();
    // A moment later nothing (StrictMode's second mount included) pulled the focus out of the open dialog.
    await settle();
    expect(document.activeElement).toBe(done);

    fireEvent.click(done);
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('opened from a dropdown menu item, gives the focus back to the menu button', async () => {
    renderWithProviders(<FromMenu />);
    const menuButton = screen.getByRole('button', { name: 'Actions' });
    menuButton.focus(); // a click focuses a button
    fireEvent.click(menuButton);
    const item = await screen.findByRole('menuitem', { name: 'Delete' });
    item.focus();
    fireEvent.click(item);
    await waitFor(() => expect(dialog('Delete stream')).not.toBeNull());
    await waitFor(() => expect(screen.queryByRole('menuitem', { name: 'Delete' })).toBeNull());
    await settle();

    pressEscape();
    await waitFor(() => expect(dialog('Delete stream')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(menuButton));
  });

  it('leaves the focus where a closing action put it on purpose', async () => {
    renderWithProviders(<Elsewhere />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    await settle();
    fireEvent.click(within(dialog('Moves focus')!).getByRole('button', { name: 'Go on' }));
    await waitFor(() => expect(dialog('Moves focus')).toBeNull());
    await settle();
    expect(document.activeElement).toBe(screen.getByLabelText('Next field'));
  });
});
