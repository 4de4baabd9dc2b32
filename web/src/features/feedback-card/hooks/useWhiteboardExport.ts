import { exportToWhiteboard } from '@idea-studio/sdk';
import { useSetAtom } from 'jotai';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../app/ApiProvider';
import { showSnackbarAtom } from '../../../ui/snackbar';

/**
 * The whiteboard export (part 2 §7.1, EXPORT_MIRO): the rows from the first `|` go to the clipboard with 'Data saved
 * in Clipboard. Use "Ctrl+V" on Miro.'; when the clipboard refuses, an alert shows them to copy by hand. `copyRows`
 * does the second half for rows that are already made (the closing view's whiteboard outputs).
 */
export function useWhiteboardExport() {
  const { t } = useTranslation();
  const { client } = useApi();
  const notify = useSetAtom(showSnackbarAtom);
  const [exporting, setExporting] = useState(false);

  /** Whiteboard rows made elsewhere (e.g. a closing option's export) into the clipboard, or the alert. */
  const copyRows = useCallback(
    async (text: string) => {
      try {
        await navigator.clipboard.writeText(text);
        notify({ type: 'info', headline: t('feedbackCard.exported.headline'), text: t('feedbackCard.exported.text') });
      } catch {
        window.alert(`${t('feedbackCard.exported.manual')}\n\n${text}`);
      }
    },
    [notify, t],
  );

  const exportRows = useCallback(
    async (content: unknown) => {
      setExporting(true);
      let text = '';
      try {
        text = await exportToWhiteboard(client, content);
      } catch {
        // The client has shown the server's message.
        return;
      } finally {
        setExporting(false);
      }
      await copyRows(text);
    },
    [client, copyRows],
  );
  return { exportRows, copyRows, exporting };
}
