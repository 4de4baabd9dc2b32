import { MAX_TRACK_NAME_LENGTH } from '@idea-studio/sdk';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { storeIn } from '../../../test/helpers';
import { renderWithApi } from '../../../test/renderWithApi';
import { TrackNameInput } from '../../track-page/components/TrackNameInput';
import { NewIdeaDialog } from './NewIdeaDialog';
import { RenameTrackDialog } from './RenameTrackDialog';

// The track-name limit of the SDK (120 characters) in every place a name is typed: the inputs stop there and say
// so; a longer value (e.g. an older name) cannot be sent.
const LIMIT_TEXT = 'A track name can have at most 120 characters.';
const longest = 'x'.repeat(MAX_TRACK_NAME_LENGTH);

describe('track name limit', () => {
  it('the new idea dialog stops at 120 characters and says so', () => {
    renderWithApi(<NewIdeaDialog onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'New Business Idea' });
    const input = within(dialog).getByLabelText('Idea title') as HTMLInputElement;
    expect(input.maxLength).toBe(120);
    expect(within(dialog).queryByText(LIMIT_TEXT)).toBeNull();
    fireEvent.change(input, { target: { value: longest } });
    expect(within(dialog).getByText(LIMIT_TEXT)).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Start' }) as HTMLButtonElement).disabled).toBe(false);
    fireEvent.change(input, { target: { value: `${longest}x` } });
    expect((within(dialog).getByRole('button', { name: 'Start' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('the rename dialog does the same, in German too', async () => {
    const onRename = vi.fn(async () => undefined);
    renderWithApi(<RenameTrackDialog name={`${longest}yy`} onRename={onRename} onClose={() => {}} />, {
      store: storeIn('de'),
    });
    const dialog = screen.getByRole('dialog');
    const input = within(dialog).getByLabelText('Name') as HTMLInputElement;
    expect(input.maxLength).toBe(120);
    expect(within(dialog).getByText('Der Name eines Tracks darf höchstens 120 Zeichen lang sein.')).toBeTruthy();
    const save = within(dialog).getByRole('button', { name: 'Speichern' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.change(input, { target: { value: longest } });
    expect(save.disabled).toBe(false);
    fireEvent.click(save);
    await waitFor(() => expect(onRename).toHaveBeenCalledWith(longest));
  });

  it('the track header stops at 120 characters, says so while typing, and never sends a longer name', async () => {
    const onRename = vi.fn(async () => undefined);
    renderWithApi(<TrackNameInput name="Solar kiosks" onRename={onRename} />);
    const input = screen.getByLabelText('Track name') as HTMLInputElement;
    expect(input.maxLength).toBe(120);
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: longest } });
    expect(await screen.findByText(LIMIT_TEXT)).toBeTruthy();
    fireEvent.change(input, { target: { value: `${longest}x` } });
    fireEvent.blur(input);
    expect(onRename).not.toHaveBeenCalled();
    expect(input.value).toBe('Solar kiosks');
  });
});
