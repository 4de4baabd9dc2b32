import type { Dispatch, SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';

export interface StepConfirmDialogsProps<D extends string> {
  /** The step view's open dialog; 'replace' and 'reset' are the ones shown here. */
  dialog: D | 'replace' | 'reset' | null;
  setDialog: Dispatch<SetStateAction<D | 'replace' | 'reset' | null>>;
  onSave: () => Promise<unknown>;
  onReset: () => Promise<unknown>;
}

/**
 * The two confirmations every step screen asks (part 2 §8): replacing a saved result on Save Result, and deleting
 * files and memory on Reset & Start Again. A dialog closes itself only if it is still the open one, since
 * confirming may open another (the snackbar or a follow-up dialog).
 */
export function StepConfirmDialogs<D extends string>({
  dialog,
  setDialog,
  onSave,
  onReset,
}: StepConfirmDialogsProps<D>) {
  const { t } = useTranslation();
  return (
    <>
      <ConfirmDialog
        opened={dialog === 'replace'}
        title={t('basicIdea.replace.title')}
        question={t('basicIdea.replace.question')}
        confirmLabel={t('basicIdea.replace.confirm')}
        danger={false}
        onConfirm={onSave}
        onClose={() => setDialog((current) => (current === 'replace' ? null : current))}
      />
      <ConfirmDialog
        opened={dialog === 'reset'}
        title={t('basicIdea.resetConfirm.title')}
        question={t('basicIdea.resetConfirm.question')}
        confirmLabel={t('basicIdea.resetConfirm.confirm')}
        onConfirm={onReset}
        onClose={() => setDialog((current) => (current === 'reset' ? null : current))}
      />
    </>
  );
}
