import {
  type AiOrigin,
  type Author,
  authorLabel,
  type EvidenceLang,
  evidenceLabel,
  isCanvas,
  isReport,
  type LabelReader,
  resultFieldLabel,
} from '@idea-studio/sdk';
import { Box, Checkbox, List, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CanvasView } from '../../reports/components/CanvasView';
import { ReportView } from '../../reports/components/ReportView';
import { useLabelReader } from '../../track-data/labelReader';
import { fromInput, getAt, isRecord, type Path, toInput } from '../resultData';

export interface ResultDataViewProps {
  /** The data shown (while editing: the draft). */
  value: unknown;
  /** Scalars become inputs. */
  editing?: boolean;
  /** The saved data, whose scalar types the edited values keep. */
  original?: unknown;
  /** A scalar at `path` was edited. */
  onChange?: (path: Path, value: unknown) => void;
}

interface NodeProps extends Required<Omit<ResultDataViewProps, 'onChange' | 'original'>> {
  original: unknown;
  onChange: (path: Path, value: unknown) => void;
  path: Path;
  depth: number;
  /** Accessible name of an input for this value. */
  label: string;
}

const headingTag = (depth: number) => (['h3', 'h4', 'h5', 'h6'] as const)[Math.min(depth, 3)];

const AUTHORS: readonly unknown[] = ['founder', 'ai-accepted', 'ai'];
const ORIGINS: readonly unknown[] = ['user', 'ai', 'document', 'web'];

/**
 * Who wrote an item of a result and where its claim comes from, as the SDK labels it (issue 26): a pin, a report
 * point, an answer or the idea card shows "entered by you" only when the founder wrote it. The key it replaces
 * (`origin`, and `author` when it names who wrote the text, not a paper's authors); null for anything else.
 */
function provenance(
  record: Record<string, unknown>,
  lang: EvidenceLang,
  reader: LabelReader,
): { key: string; label: string } | null {
  const author = AUTHORS.includes(record.author) ? (record.author as Author) : undefined;
  if (!ORIGINS.includes(record.origin))
    return author ? { key: 'author', label: authorLabel(author, lang, reader) } : null;
  const cited = record.evidence ?? record.source;
  const evidence = {
    origin: record.origin as AiOrigin,
    source: typeof cited === 'string' ? cited : null,
    // A pin without an author is not the founder's (DESIGN); a report point carries its origin as it was settled.
    ...(author || typeof record.agentId === 'string' ? { author: author ?? null } : {}),
  };
  return { key: 'origin', label: evidenceLabel(evidence, lang, reader) };
}

function Scalar({ value, editing, original, onChange, path, label }: NodeProps) {
  const { t } = useTranslation();
  const saved = getAt(original, path);
  if (editing) {
    if (typeof value === 'boolean') {
      return <Checkbox label={label} checked={value} onChange={(e) => onChange(path, e.currentTarget.checked)} />;
    }
    if (typeof value === 'string') {
      return (
        <Textarea
          aria-label={label}
          autosize
          minRows={1}
          value={value}
          onChange={(e) => onChange(path, fromInput(e.currentTarget.value, saved))}
        />
      );
    }
    return (
      <TextInput
        aria-label={label}
        value={toInput(value)}
        onChange={(e) => onChange(path, fromInput(e.currentTarget.value, saved))}
      />
    );
  }
  if (value === null || value === undefined || value === '') {
    return (
      <Text size="sm" c="dimmed">
        {t('common.empty')}
      </Text>
    );
  }
  const text = typeof value === 'boolean' ? (value ? t('common.yes') : t('common.no')) : String(value);
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
      {text}
    </Text>
  );
}

function Node(props: NodeProps) {
  const { t, i18n } = useTranslation();
  const reader = useLabelReader();
  const { value, path, depth, label } = props;
  if (Array.isArray(value)) {
    if (value.length === 0) {
      return (
        <Text size="sm" c="dimmed">
          {t('common.empty')}
        </Text>
      );
    }
    return (
      <List size="sm" spacing={6} withPadding styles={{ itemWrapper: { width: '100%' }, itemLabel: { width: '100%' } }}>
        {value.map((item, index) => (
          // Items have no identity of their own; the position is what the editor changes.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <List.Item key={index}>
            <Node {...props} value={item} path={[...path, index]} depth={depth + 1} label={`${label} ${index + 1}`} />
          </List.Item>
        ))}
      </List>
    );
  }
  if (isRecord(value)) {
    const lang = i18n.language === 'de' ? 'de' : 'en';
    // Read-only, who wrote an item is shown as its label, not as the raw values it is kept as.
    const shown = props.editing ? null : provenance(value, lang, reader);
    const entries = shown
      ? [
          ...Object.entries(value).filter(
            ([key]) => key !== 'origin' && !(key === 'author' && AUTHORS.includes(value.author)),
          ),
          [shown.key, shown.label] as const,
        ]
      : Object.entries(value);
    if (entries.length === 0) {
      return (
        <Text size="sm" c="dimmed">
          {t('common.empty')}
        </Text>
      );
    }
    return (
      <Stack gap="sm">
        {entries.map(([key, child]) => {
          const heading = resultFieldLabel(key, i18n.language);
          return (
            <Box component="section" key={key}>
              <Text component={headingTag(depth)} fw={700} size={depth === 0 ? 'md' : 'sm'} m={0} mb={4}>
                {heading}
              </Text>
              <Node {...props} value={child} path={[...path, key]} depth={depth + 1} label={heading} />
            </Box>
          );
        })}
      </Stack>
    );
  }
  return <Scalar {...props} />;
}

/**
 * Generic renderer of nested result data (part 1 §2, result preview): objects as labelled sections (the SDK's
 * `resultFieldLabel` in the UI language — the result PDFs use the same labels; unknown keys with underscores as
 * spaces, first letter capitalised), arrays as lists, scalars as text — or, while editing, as inputs named after
 * their key.
 */
export function ResultDataView({ value, editing = false, original = value, onChange = () => {} }: ResultDataViewProps) {
  const { i18n } = useTranslation();
  // A report reads as a report, each point with its origin; editing uses the generic form.
  if (!editing && isReport(value)) return <ReportView report={value} />;
  if (!editing && isCanvas(value)) return <CanvasView canvas={value} />;
  return (
    <Node
      value={value}
      editing={editing}
      original={original}
      onChange={onChange}
      path={[]}
      depth={0}
      label={resultFieldLabel('value', i18n.language)}
    />
  );
}
