import { ApiError } from '@idea-studio/sdk';
import { Button, Group, ScrollArea, Stack, Tooltip } from '@mantine/core';
import { IconChalkboard, IconDownload, IconPencil } from '@tabler/icons-react';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../app/ApiProvider';
import { AppDialog } from '../../../ui/AppDialog';
import { showSnackbarAtom } from '../../../ui/snackbar';
import { useWhiteboardExport } from '../../feedback-card/hooks/useWhiteboardExport';
import type { ResultFile } from '../../result-files/resultFiles';
import type { LocatedResult } from '../../track-data/roundResults';
import { useReplaceResult } from '../hooks/useReplaceResult';
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
  /** The saved result (Save writes the edited values back, renders its PDF again and emits the stored result). */
  onSaved: (saved: LocatedResult) => void;
}

/**
 * Result preview (part 1 §2, §4): the result's data in the generic renderer. Edit turns the values into inputs;
 * Save writes them back as the step's result and renders its PDF again (the SDK's `replaceStepResult`: a new file
 * from the edited values replaces the old one) and emits it; Cancel discards the edits and rebuilds the view from
 * the saved result. While not editing: the whiteboard export (EXPORT_MIRO of the result, to the clipboard) and the PDF of
 * the step's result file — after a Save the new one.
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
  const whiteboard = useWhiteboardExport();
  const { report } = useApi();
  const replace = useReplaceResult();
  const saved = result?.result.result;
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<unknown>(saved);
  const [downloading, setDownloading] = useState(false);
  const busy = downloading || replace.isPending;
  // The file a Save rendered, until the caller's list of files knows it.
  const [savedFile, setSavedFile] = useState<ResultFile | undefined>(undefined);
  const notify = useSetAtom(showSnackbarAtom);
  const shownFile = savedFile && savedFile.fileId === result?.result.fileId ? savedFile : file;

  // A newly opened or newly saved result starts a fresh view.
  const [shown, setShown] = useState(saved);
  if (shown !== saved) {
    setShown(saved);
    setDraft(saved);
    setEditing(false);
  }

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
    try {
      const saved = await replace.mutateAsync({ roundId, stepId: result.result.stepId, values: draft });
      setSavedFile(saved.file);
      setEditing(false);
      notify({ type: 'success', headline: t('preview.saved.headline'), text: t('preview.saved.text') });
      onSaved(saved.result);
    } catch (error) {
      // The client's failures are in the snackbar already; the edits stay.
      if (!(error instanceof ApiError)) report(error);
    }
  };

  const download = async () => {
    if (!shownFile) return;
    setDownloading(true);
    try {
      await onDownload(shownFile);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <AppDialog opened={opened && result !== null} onClose={close} title={name} withCloseButton={false}>
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
              <Button
                variant="default"
                leftSection={<IconChalkboard size={16} />}
                loading={whiteboard.exporting}
                onClick={() => void whiteboard.exportRows(saved)}
              >
                {t('preview.whiteboard')}
              </Button>
              <Tooltip label={t('preview.noFile')} disabled={!!shownFile}>
                <Button
                  variant="default"
                  leftSection={<IconDownload size={16} />}
                  disabled={!shownFile}
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
