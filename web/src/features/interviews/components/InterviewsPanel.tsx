import type { InterviewList, InterviewRecord, Schemas } from '@idea-studio/sdk';
import { ActionIcon, Badge, Blockquote, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { formatDay } from '../../../ui/dates';
import { useInterviews } from '../hooks/useInterviews';
import { AddInterviewDialog } from './AddInterviewDialog';

export interface InterviewsPanelProps {
  roundId: string;
  /** The round's accepted personas (the main one first), for the Add interview dialog. */
  personas: string[];
}

type InterviewPain = Schemas['InterviewPain'];

const dayOf = (heldOn: string, language: string) => formatDay(new Date(`${heldOn}T12:00:00`), language);

/** One pain with how many real interviews confirm or contradict it, and their quotes. */
function PainEvidence({
  entry,
  kind,
  records,
}: {
  entry: InterviewPain;
  kind: 'confirmed' | 'contradicted';
  records: Map<string, InterviewRecord>;
}) {
  const { t } = useTranslation();
  const count = entry.interviewIds.length;
  return (
    <Stack gap={4} component="li" data-testid={`interview-pain-${kind}`} aria-label={entry.pain}>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Badge color={kind === 'confirmed' ? 'teal' : 'red'} variant="filled" style={{ flexShrink: 0 }}>
          {t(`interviews.${kind}By`, { count })}
        </Badge>
        <Text fw={600}>{entry.pain}</Text>
      </Group>
      {entry.quotes.map((quote) => (
        <Blockquote key={`${quote.interviewId}-${quote.text}`} color={kind === 'confirmed' ? 'teal' : 'red'} p="xs">
          <Text size="sm">“{quote.text}”</Text>
          <Text size="xs" c="dimmed">
            {records.get(quote.interviewId)?.role ?? ''}
          </Text>
        </Blockquote>
      ))}
    </Stack>
  );
}

/** What the records say together: pains confirmed and contradicted (side by side, equally visible), surprises. */
function Insights({ list }: { list: InterviewList }) {
  const { t } = useTranslation();
  const { insights, interviews } = list;
  const records = new Map(interviews.map((record) => [record.id, record]));
  const none = insights.confirmed.length === 0 && insights.contradicted.length === 0;
  return (
    <Stack gap="xs" component="section" aria-label={t('interviews.insights')}>
      <Title order={4}>{t('interviews.insights')}</Title>
      {none && <Text c="dimmed">{t('interviews.noPains')}</Text>}
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {insights.confirmed.map((entry) => (
          <PainEvidence key={`c-${entry.pain}`} entry={entry} kind="confirmed" records={records} />
        ))}
        {insights.contradicted.map((entry) => (
          <PainEvidence key={`x-${entry.pain}`} entry={entry} kind="contradicted" records={records} />
        ))}
      </Stack>
      {insights.surprises.length > 0 && (
        <Stack gap={4}>
          <Text fw={700}>{t('interviews.surprises')}</Text>
          {insights.surprises.map((surprise) => (
            <Blockquote key={`${surprise.interviewId}-${surprise.text}`} color="yellow" p="xs">
              <Text size="sm" data-testid="interview-surprise">
                “{surprise.text}”
              </Text>
              <Text size="xs" c="dimmed">
                {records.get(surprise.interviewId)?.role ?? ''}
              </Text>
            </Blockquote>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** A record: when, with whom, which persona they resemble, the file; the quotes taken from the notes. */
function RecordRow({ record, onDelete }: { record: InterviewRecord; onDelete: () => void }) {
  const { t, i18n } = useTranslation();
  const label = [
    dayOf(record.heldOn, i18n.language),
    record.role,
    record.persona ? t('interviews.like', { persona: record.persona }) : null,
    record.fileName,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <Paper withBorder radius="sm" p="sm" component="li" aria-label={label} data-testid="interview-record">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600}>{label}</Text>
          <Text size="xs" c="dimmed">
            {t(record.provider === 'offline' ? 'interviews.readOffline' : 'interviews.readModel')}
          </Text>
        </Stack>
        <ActionIcon variant="subtle" color="red" aria-label={t('interviews.delete')} onClick={onDelete}>
          <IconTrash size={16} />
        </ActionIcon>
      </Group>
      {record.analysis.quotes.length > 0 ? (
        <Stack gap={2} mt={4}>
          {record.analysis.quotes.map((quote) => (
            <Text key={quote} size="sm" fs="italic">
              “{quote}”
            </Text>
          ))}
        </Stack>
      ) : (
        <Text size="sm" c="dimmed" mt={4}>
          {t('interviews.noQuotes')}
        </Text>
      )}
    </Paper>
  );
}

/**
 * Real interviews (issue 26), next to the persona and the empathy map of User Insight Mapping: the conversations the
 * founder recorded, what the assistant took from their notes (verbatim quotes), and per pain of the round how many
 * real interviews confirm or contradict it — contradicted pains shown as plainly as confirmed ones.
 */
export function InterviewsPanel({ roundId, personas }: InterviewsPanelProps) {
  const { t } = useTranslation();
  const interviews = useInterviews(roundId);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<InterviewRecord | null>(null);
  const list = interviews.data;

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={t('interviews.title')}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
            <Title order={3}>{t('interviews.title')}</Title>
            <Text size="sm" c="dimmed">
              {t('interviews.intro')}
            </Text>
          </Stack>
          <Button onClick={() => setAdding(true)}>{t('interviews.addButton')}</Button>
        </Group>
        {interviews.failed ? (
          <Text c="red">{t('interviews.loadFailed')}</Text>
        ) : !list ? (
          <Loader type="dots" />
        ) : list.interviews.length === 0 ? (
          <Text c="dimmed">{t('interviews.empty')}</Text>
        ) : (
          <>
            <Insights list={list} />
            <Stack gap="xs" component="section" aria-label={t('interviews.records')}>
              <Title order={4}>{t('interviews.recordsCount', { count: list.interviews.length })}</Title>
              <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {list.interviews.map((record) => (
                  <RecordRow key={record.id} record={record} onDelete={() => setDeleting(record)} />
                ))}
              </Stack>
            </Stack>
          </>
        )}
      </Stack>
      <AddInterviewDialog opened={adding} onClose={() => setAdding(false)} personas={personas} onAdd={interviews.add} />
      <ConfirmDialog
        opened={deleting !== null}
        title={t('interviews.deleteTitle')}
        question={t('interviews.deleteQuestion', { role: deleting?.role ?? '' })}
        confirmLabel={t('common.delete')}
        onClose={() => setDeleting(null)}
        onConfirm={() => (deleting ? interviews.remove(deleting.id).catch(() => undefined) : undefined)}
      />
    </Paper>
  );
}
