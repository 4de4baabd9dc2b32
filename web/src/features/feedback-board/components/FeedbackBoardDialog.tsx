import {
  type BusinessModelCanvas,
  CANVAS_INVALID,
  CanvasInvalidError,
  canGenerateCanvas,
  deletePin,
  type FeedbackCardResult,
  feedbackCardOf,
  generateCanvas,
  isMentor,
  mainPersonaOfRound,
  type OpenedReport,
  prioritisePin,
  REPORTS_STREAM,
  type Schemas,
  SYNTHETIC_USER_AGENT,
  stepContext,
  stepProviding,
  stepResultOf,
  storeFeedbackCard,
  trackLink,
} from '@idea-studio/sdk';
import { Anchor, Badge, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconClipboardCopy, IconDownload, IconFileText, IconLayoutGrid, IconMessages } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useApi } from '../../../app/ApiProvider';
import { serverState } from '../../../app/queries';
import { AppDialog } from '../../../ui/AppDialog';
import { saveBlob } from '../../../ui/saveBlob';
import { PinCard } from '../../feedback-card/components/PinCard';
import { PinDialog } from '../../feedback-card/components/PinDialog';
import { rephrasedPin } from '../../feedback-card/hooks/useFeedbackCard';
import { useWhiteboardExport } from '../../feedback-card/hooks/useWhiteboardExport';
import { CanvasView } from '../../reports/components/CanvasView';
import { ReportView } from '../../reports/components/ReportView';
import { useOpenReport } from '../../reports/hooks/useOpenReport';
import { useRoundChanged } from '../../track-data/hooks/useRoundChanged';
import classes from './FeedbackBoard.module.css';

/** The board's columns are at least this wide (part 1 §2). */
const COLUMN_MIN_WIDTH_PX = 360;

export interface FeedbackBoardDialogProps {
  /** The round whose board is shown; null keeps the dialog closed. */
  track: Schemas['UserTrack'] | null;
  onClose: () => void;
}

/**
 * The Feedback Board (part 1 §2, §4): one column per mentor with its pins (prioritise, rephrase, delete, each saved
 * at once), 'Chat with Expert' opening the Feedback Card with that mentor, the mentor's Report (stored while the
 * mentor has no changes, else made anew), Export of every pin to a whiteboard tool or as CSV, and Generate BMC once
 * every report exists.
 */
export function FeedbackBoardDialog({ track, onClose }: FeedbackBoardDialogProps) {
  const { t } = useTranslation();
  const { client, quiet, $api, $quiet } = useApi();
  const roundChanged = useRoundChanged();
  const reports = useOpenReport();
  const whiteboard = useWhiteboardExport();
  const roundId = track?.roundId ?? '';
  const round = useQuery({ ...serverState.round($api, roundId), enabled: !!track });
  const structure = useQuery({ ...serverState.trackStructure(quiet, track?.trackId), enabled: !!track }).data;
  const mentors = (useQuery({ ...serverState.agents($quiet), enabled: !!track }).data ?? []).filter(isMentor);
  const reportOptions = useQuery({ ...serverState.reportOptions($api), enabled: !!track }).data ?? [];
  const [shown, setShown] = useState<{ name: string; opened: OpenedReport } | null>(null);
  const [canvas, setCanvas] = useState<BusinessModelCanvas | null>(null);
  const [drawing, setDrawing] = useState(false);
  const [editing, setEditing] = useState<number | null>(null);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const columnRefs = useRef(new Map<string, HTMLElement>());

  const data = round.data;
  const cardStep = structure ? stepProviding(structure, 'feedbackPins') : undefined;
  const [local, setLocal] = useState<{ roundId: string; card: FeedbackCardResult } | null>(null);
  const card =
    local?.roundId === roundId
      ? local.card
      : feedbackCardOf(data && cardStep ? stepResultOf(data, cardStep.step.id)?.result : null);
  const persona = data && structure ? mainPersonaOfRound({ data, structure }) : undefined;

  const change = (apply: (current: FeedbackCardResult) => FeedbackCardResult) => {
    if (!data || !structure || !cardStep) return;
    const next = apply(card);
    if (next === card) return;
    setLocal({ roundId, card: next });
    const ctx = stepContext(client, data, structure, cardStep.step.id);
    queue.current = queue.current
      .then(() => storeFeedbackCard(ctx, next))
      .then(() => roundChanged(roundId))
      .catch(() => undefined);
  };

  /** Every pin with its origin as a CSV file, for any whiteboard or spreadsheet tool. */
  const downloadCsv = async () => {
    const { data: blob, response } = await client.GET('/rounds/{roundId}/pins.csv', {
      params: { path: { roundId }, query: {} },
      headers: { Accept: 'text/csv' },
      parseAs: 'blob',
    });
    if (!response.ok || !blob) return;
    saveBlob(blob as Blob, `${track?.name || 'Pins'} Pins.csv`);
  };

  // Generate BMC waits until every report is stored (part 1 §4).
  const storedReports = new Set(data?.streams.find((s) => s.id === REPORTS_STREAM)?.results.map((r) => r.stepId) ?? []);
  const canvasReady = canGenerateCanvas(
    reportOptions.map((o) => o.id),
    storedReports,
  );
  const drawCanvas = async () => {
    if (!data || !structure || !cardStep || !track) return;
    setDrawing(true);
    try {
      const projectId = track.projectId;
      const made = await generateCanvas(
        stepContext(client, data, structure, cardStep.step.id),
        reportOptions,
        projectId,
      );
      setCanvas(made.canvas);
      await roundChanged(roundId);
    } catch (error) {
      if (error instanceof CanvasInvalidError) window.alert(CANVAS_INVALID);
    } finally {
      setDrawing(false);
    }
  };

  const chatLink = (agentId: string) =>
    track && cardStep
      ? `${trackLink(track.trackId, { streamId: cardStep.stream.id, stepId: cardStep.step.id }, track.roundId)}&agentId=${encodeURIComponent(agentId)}`
      : '#';

  const board = mentors.map((mentor) => ({
    mentor,
    name: mentor.id === SYNTHETIC_USER_AGENT && persona?.name ? persona.name : mentor.name,
    pins: card.pins.filter((p) => p.agentId === mentor.id),
    option: reportOptions.find((o) => o.agentId === mentor.id),
  }));

  const editingPin = editing !== null ? card.pins[editing] : undefined;
  return (
    <>
      <AppDialog opened={track !== null} onClose={onClose} title={t('feedbackBoard.title')} size="100%">
        {!data || !structure ? (
          <Loader type="dots" />
        ) : (
          <Stack gap="md">
            <Group justify="space-between">
              <Text c="dimmed">{t('feedbackCard.count', { count: card.pins.length })}</Text>
              <Group gap="xs">
                <Button
                  leftSection={<IconLayoutGrid size={16} />}
                  disabled={!canvasReady}
                  loading={drawing}
                  title={canvasReady ? undefined : t('feedbackBoard.bmcWaits')}
                  onClick={() => void drawCanvas()}
                >
                  {t('feedbackBoard.bmc')}
                </Button>
                <Button
                  variant="default"
                  leftSection={<IconDownload size={16} />}
                  disabled={card.pins.length === 0}
                  onClick={() => void downloadCsv()}
                >
                  {t('feedbackBoard.csv')}
                </Button>
                <Button
                  variant="default"
                  leftSection={<IconClipboardCopy size={16} />}
                  disabled={card.pins.length === 0}
                  loading={whiteboard.exporting}
                  onClick={() => void whiteboard.exportRows(card.pins)}
                >
                  {t('feedbackBoard.export')}
                </Button>
              </Group>
            </Group>
            {/* Every mentor at a glance: a click brings their column into view (the grid may wrap below). */}
            <Group gap="xs" component="nav" aria-label={t('feedbackBoard.mentors')}>
              {board.map(({ mentor, name, pins }) => (
                <Button
                  key={mentor.id}
                  size="compact-sm"
                  radius="xl"
                  variant={pins.length > 0 ? 'light' : 'default'}
                  aria-label={t('feedbackBoard.jump', { name, count: pins.length })}
                  rightSection={
                    <Badge size="xs" circle variant={pins.length > 0 ? 'filled' : 'outline'}>
                      {pins.length}
                    </Badge>
                  }
                  onClick={() =>
                    columnRefs.current.get(mentor.id)?.scrollIntoView?.({ block: 'start', behavior: 'smooth' })
                  }
                >
                  {name}
                </Button>
              ))}
            </Group>
            <div className={classes.columns}>
              {board.map(({ mentor, name, pins, option }) => (
                <Stack
                  key={mentor.id}
                  ref={(element: HTMLDivElement | null) => {
                    if (element) columnRefs.current.set(mentor.id, element);
                    else columnRefs.current.delete(mentor.id);
                  }}
                  gap="xs"
                  miw={COLUMN_MIN_WIDTH_PX}
                  className={classes.column}
                  component="section"
                  aria-label={name}
                  data-testid="board-column"
                >
                  {/* The column's header: who, how many pins, and its Report right there (not below the pins). */}
                  <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
                    <Stack gap={2} style={{ minWidth: 0 }}>
                      <Title order={3} size="h5">
                        {name}
                      </Title>
                      <Text size="xs" c="dimmed">
                        {mentor.mainTag} · {t('feedbackBoard.count', { count: pins.length })}
                      </Text>
                    </Stack>
                    {option && (
                      <Button
                        size="xs"
                        variant="light"
                        flex="none"
                        leftSection={<IconFileText size={14} />}
                        loading={reports.opening === option.id}
                        disabled={reports.opening !== null}
                        onClick={async () => {
                          const opened = await reports.open(track!, option);
                          if (opened) setShown({ name: option.name, opened });
                        }}
                      >
                        {t('feedbackBoard.report')}
                      </Button>
                    )}
                  </Group>
                  <Anchor component={Link} href={chatLink(mentor.id)} onClick={onClose} size="sm">
                    <Group gap={4} component="span">
                      <IconMessages size={14} />
                      {t('feedbackBoard.chat')}
                    </Group>
                  </Anchor>
                  {pins.length === 0 && (
                    <Text size="sm" c="dimmed">
                      {t('feedbackBoard.noPins')}
                    </Text>
                  )}
                  {pins.length > 0 && (
                    <Stack gap="xs" className={classes.pins}>
                      {[...pins.filter((p) => p.prio), ...pins.filter((p) => !p.prio)].map((pin) => {
                        const index = card.pins.indexOf(pin);
                        return (
                          <PinCard
                            key={`${index}-${pin.topic}`}
                            pin={pin}
                            onPrioritise={() => change((c) => prioritisePin(c, index))}
                            onRephrase={() => setEditing(index)}
                            onDelete={() => change((c) => deletePin(c, index))}
                          />
                        );
                      })}
                    </Stack>
                  )}
                </Stack>
              ))}
            </div>
          </Stack>
        )}
      </AppDialog>
      <PinDialog
        opened={editingPin !== undefined}
        initial={editingPin ? { topic: editingPin.topic, content: editingPin.content } : undefined}
        onClose={() => setEditing(null)}
        onSubmit={(topic, content) => {
          if (editing !== null) change((c) => rephrasedPin(c, editing, topic, content));
        }}
      />
      <AppDialog opened={canvas !== null} onClose={() => setCanvas(null)} title={t('feedbackBoard.canvas')} size="100%">
        {canvas && <CanvasView canvas={canvas} />}
      </AppDialog>
      <AppDialog opened={shown !== null} onClose={() => setShown(null)} title={shown?.name ?? ''} size="lg">
        {shown && <ReportView report={shown.opened.report} />}
      </AppDialog>
    </>
  );
}
