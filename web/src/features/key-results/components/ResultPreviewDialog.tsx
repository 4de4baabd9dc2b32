import { unwrap } from '@idea-studio/sdk';
import { Button, Group, ScrollArea, Stack, Tooltip } from '@mantine/core';
import { IconChalkboard, IconDownload, IconPencil } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../app/ApiProvider';
import { AppDialog } from '../../../ui/AppDialog';
import type { ResultFile } from '../../results/resultFiles';
import type { LocatedResult } from '../../tracks/roundResults';
import type { Path } from '../resultData';
import { setAt } from '../resultData';
import { ResultDataView } from './ResultDataView';

export interface ResultPreviewDialogProps {
  opened: boolean;
  /** The result's name, shown as the title. */
  name: string;
  roundId: string;
  result: LocatedResult | null;
  /** The step's result file, for the PDF button. */
  file?: ResultFile;
  onDownload: (file: ResultFile) => Promise<unknown>;
  onClose: () => void;
  /** The saved result (Save writes the edited values back and emits the stored result). */
  onSaved: (saved: LocatedResult) => void;
}

/**
 * Result preview (part 1 §2, §4): the result's data in the generic renderer. Edit turns the values into inputs;
 * Save writes them back as the step's result (replacing it) and emits it; Cancel discards the edits and rebuilds
 * the view from the saved result. While not editing: the whiteboard export (disabled until that export exists)
 * and the PDF of the step's result file.
 */
export function ResultPreviewDialog({
  opened,
  name,
  roundId,
  result,
  file,
  onDownload,
  onClose,
  onSaved,
}: ResultPreviewDialogProps) {
  const { t } = useTranslation();
  const { client } = useApi();
  const saved = result?.result.result;
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<unknown>(saved);
  const [busy, setBusy] = useState(false);

  // A newly opened or newly saved result starts a fresh view.
  useEffect(() => {
    setDraft(saved);
    setEditing(false);
  }, [saved]);

  const cancel = () => {
    setDraft(saved);
    setEditing(false);
  };

  const close = () => {
    cancel();
    onClose();
  };

  const save = async () => {
    if (!result) return;
    const { streamId, result: step } = result;
    setBusy(true);
    try {
      const stored = await unwrap(
        client.POST('/rounds/{roundId}/results', {
          params: { path: { roundId } },
          body: {
            streamId,
            stepId: step.stepId,
            name: step.name,
            result: draft,
            stepIndex: Math.max(0, step.stepIndex),
            fileId: step.fileId,
          },
        }),
      );
      setEditing(false);
      onSaved({ streamId: stored.streamId ?? streamId, result: stored });
    } catch {
      // the snackbar shows why; the edits stay
    } finally {
      setBusy(false);
    }
  };

  const download = async () => {
    if (!file) return;
    setBusy(true);
    try {
      await onDownload(file);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AppDialog opened={opened && result !== null} onClose={close} title={name}>
      <Stack gap="lg">
        <ScrollArea.Autosize mah="60vh" type="auto" offsetScrollbars>
          <ResultDataView
            value={draft}
            original={saved}
            editing={editing}
            onChange={(path: Path, value) => setDraft((current: unknown) => setAt(current, path, value))}
          />
        </ScrollArea.Autosize>
        <Group justify="space-between">
          {editing ? (
            <span />
          ) : (
            <Group gap="xs">
              <Tooltip label={t('preview.whiteboardLater')}>
                <Button variant="default" leftSection={<IconChalkboard size={16} />} disabled>
                  {t('preview.whiteboard')}
                </Button>
              </Tooltip>
              <Tooltip label={t('preview.noFile')} disabled={!!file}>
                <Button
                  variant="default"
                  leftSection={<IconDownload size={16} />}
                  disabled={!file}
                  loading={busy}
                  onClick={() => void download()}
                >
                  {t('preview.pdf')}
                </Button>
              </Tooltip>
            </Group>
          )}
          {editing ? (
            <Group gap="xs">
              <Button variant="default" onClick={cancel} disabled={busy}>
                {t('preview.cancel')}
              </Button>
              <Button loading={busy} onClick={() => void save()}>
                {t('preview.save')}
              </Button>
            </Group>
          ) : (
            <Group gap="xs">
              <Button variant="default" onClick={close}>
                {t('preview.close')}
              </Button>
              <Button leftSection={<IconPencil size={16} />} onClick={() => setEditing(true)}>
                {t('preview.edit')}
              </Button>
            </Group>
          )}
        </Group>
      </Stack>
    </AppDialog>
  );
}
