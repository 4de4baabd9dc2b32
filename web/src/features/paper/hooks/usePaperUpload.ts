import { useCallback, useRef, useState } from 'react';
import { useApi } from '../../../app/ApiProvider';
import {
  combineTexts,
  type ExtractedPaper,
  type PaperText,
  paperKind,
  readPaperFile,
  type SummaryFailure,
  summarizePaper,
  summaryFailure,
} from '../paperFlow';

export type UploadState = 'idle' | 'processing' | 'success' | 'failed';
export type SummaryState = 'idle' | 'creating' | 'success' | 'failed';

/**
 * The upload-paper dialog's work (part 2 §2.6): each added batch joins the files added before; every file's text
 * is read once (PDF on the server, text locally), then the combined text is summarised. States: upload
 * (processing → success | failed), summary (creating → success | failed, with the reason: a scan without text
 * layer, no text, or a text the assistant could not summarise). Nothing is summarised from an empty text.
 */
export function usePaperUpload() {
  const { client } = useApi();
  const [files, setFiles] = useState<File[]>([]);
  const [upload, setUpload] = useState<UploadState>('idle');
  const [summary, setSummary] = useState<SummaryState>('idle');
  const [paper, setPaper] = useState<ExtractedPaper | null>(null);
  const [failure, setFailure] = useState<SummaryFailure | null>(null);
  const texts = useRef(new Map<File, PaperText>());
  const run = useRef(0);

  const add = useCallback(
    async (added: readonly File[]): Promise<boolean> => {
      const accepted = added.filter((file) => paperKind(file));
      if (accepted.length === 0) return false;
      const all = [...files, ...accepted.filter((file) => !files.includes(file))];
      setFiles(all);
      const current = ++run.current;
      setUpload('processing');
      setSummary('idle');
      setPaper(null);
      setFailure(null);
      try {
        for (const file of all) {
          if (!texts.current.has(file)) texts.current.set(file, await readPaperFile(client, file));
          if (run.current !== current) return true;
        }
      } catch {
        if (run.current === current) setUpload('failed');
        return true;
      }
      setUpload('success');
      const read = all.map((file) => texts.current.get(file) ?? { text: '', noTextLayer: false });
      const combined = combineTexts(read.map((file) => file.text));
      if (!combined) {
        setSummary('failed');
        setFailure(summaryFailure(read, combined));
        return true;
      }
      setSummary('creating');
      let result: ExtractedPaper | null = null;
      try {
        result = await summarizePaper(client, combined);
      } catch {
        result = null;
      }
      if (run.current !== current) return true;
      setPaper(result);
      setSummary(result ? 'success' : 'failed');
      setFailure(result ? null : summaryFailure(read, combined));
      return true;
    },
    [client, files],
  );

  const clear = useCallback(() => {
    run.current++;
    texts.current = new Map();
    setFiles([]);
    setUpload('idle');
    setSummary('idle');
    setPaper(null);
    setFailure(null);
  }, []);

  return { files, upload, summary, failure, paper, add, clear };
}
