import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { webStepOf } from '../../track-page/webSteps';
import { InstructionsDialog, type InstructionsVariant } from './InstructionsDialog';
import { StartDialog } from './StartDialog';

describe('instructions dialog', () => {
  it.each<[InstructionsVariant, string[]]>([
    ['basicIdea', ['The Problem', 'The People', 'The Solution']],
    ['userTinder', ['Focus on first users', 'Users versus anti-users']],
    ['problemShadowing', ['Uncover hidden pain points', 'Validate before you build']],
    ['feedbackCard', ['Talk with a mentor', 'Shape your pins', 'Evidence and reports']],
  ])('shows the themes of %s', (variant, themes) => {
    // The step's module declares its instructions; the track page hands them to the dialog.
    renderWithProviders(
      <InstructionsDialog
        opened
        variant={variant}
        instructions={webStepOf(variant)?.instructions}
        onClose={() => {}}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Instructions' });
    for (const theme of themes) expect(within(dialog).getByText(theme)).toBeTruthy();
  });

  it('is 500 px wide; Skip next time can be ticked and changes nothing; Go ahead closes', () => {
    const onClose = vi.fn();
    renderWithProviders(<InstructionsDialog opened variant="basicIdea" onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Instructions' });
    expect(dialog.closest('[style*="--modal-size"]')?.getAttribute('style')).toContain('31.25rem');
    const skip = within(dialog).getByRole('checkbox', { name: 'Skip next time' }) as HTMLInputElement;
    fireEvent.click(skip);
    expect(skip.checked).toBe(true);
    expect(onClose).not.toHaveBeenCalled();
    expect(localStorage.length).toBe(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Go ahead' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('start dialog', () => {
  it("welcomes the user by first name and asks 'How shall we start?'", () => {
    renderWithProviders(<StartDialog opened name="Ada" onChoose={() => {}} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Welcome Ada' });
    expect(within(dialog).getByText('How shall we start?')).toBeTruthy();
  });

  it('returns guide-me and upload-paper; the pitch deck option is disabled', () => {
    const onChoose = vi.fn();
    renderWithProviders(<StartDialog opened name={null} onChoose={onChoose} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Welcome' });
    const option = (name: RegExp) => within(dialog).getByRole('button', { name }) as HTMLButtonElement;
    expect(option(/Upload existing Pitch Deck/).disabled).toBe(true);
    fireEvent.click(option(/Upload existing Pitch Deck/));
    fireEvent.click(option(/Guide me step by step/));
    fireEvent.click(option(/Upload a Scientific Paper as idea basis/));
    expect(onChoose.mock.calls).toEqual([['guide-me'], ['upload-paper']]);
  });
});
