import {
  CANVAS_ID,
  type EvidenceLang,
  evidenceLabel,
  LANDING_PAGE_ID,
  type Schemas,
  type TrackStructure,
  type Verdict,
} from '@idea-studio/sdk';
import { Anchor, Badge, Button, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useApi } from '../../../app/ApiProvider';
import { serverState } from '../../../app/queries';
import { useLabelReader } from '../../track-data/labelReader';
import { evidencePlace } from '../closing';

const VERDICT_COLOR: Record<Verdict['verdict'], string> = { GO: 'green', PIVOT: 'yellow', NO_GO: 'red' };
const SIGNAL_COLOR: Record<Verdict['reasons'][number]['signal'], string> = {
  for: 'green',
  against: 'red',
  open: 'gray',
};

export interface VerdictCardProps {
  roundId: string;
  trackId: string;
  base: string;
  structure: TrackStructure;
}

/** The colour of each evidence class: what the real world showed, what the founder claims, what the AI inferred. */
const CLASS_COLOR: Record<EvidenceClass, string> = { observed: 'green', founderClaim: 'blue', aiInferred: 'gray' };
const CLASSES: readonly EvidenceClass[] = ['observed', 'founderClaim', 'aiInferred'];

/**
 * The verdict that closes the track's last stream: GO, PIVOT or NO-GO with its headline and summary, the evidence
 * counted by class (observed in the real world, the founder's claims, the AI's inference) with the observed share,
 * each reason with its signal and evidence (its class, where it comes from and where it is kept, a step of the track
 * as a link), and the three next steps.
 */
export function VerdictCard({ roundId, trackId, base, structure }: VerdictCardProps) {
  const { t, i18n } = useTranslation();
  const { $quiet } = useApi();
  const verdict = useQuery(serverState.verdict($quiet, roundId));
  const reportOptions = useQuery(serverState.reportOptions($quiet));
  const lang: EvidenceLang = i18n.language === 'de' ? 'de' : 'en';
  const reader = useLabelReader();

  /** Where a piece of evidence is kept: a step's link, else the name of the report, the canvas or the page. */
  const place = (where: string) => {
    const found = evidencePlace(structure, where, { trackId, roundId, base, language: i18n.language });
    if (found.kind === 'step') {
      return (
        <Anchor component={Link} href={found.href} size="xs">
          {found.name}
        </Anchor>
      );
    }
    const label =
      where === CANVAS_ID
        ? t('closing.verdict.where.canvas')
        : where === LANDING_PAGE_ID
          ? t('closing.verdict.where.landingPage')
          : where === INTERVIEWS_WHERE
            ? t('verdictEvidence.where.interviews')
            : (reportOptions.data?.find((option) => option.id === where)?.name ?? where);
    return (
      <Text span size="xs">
        {label}
      </Text>
    );
  };

  const evidenceItem = (item: Evidence) => (
    <li key={`${item.where}-${item.text}`} data-testid="verdict-evidence">
      <Text size="sm">{item.text}</Text>
      <Group gap={6}>
        <Badge size="xs" variant="light" color={CLASS_COLOR[item.class]} data-testid="evidence-class">
          {t(`verdictEvidence.class.${item.class}`)}
        </Badge>
        <Text span size="xs" c="dimmed" data-testid="evidence-label">
          {evidenceLabel({ origin: item.origin, source: item.source }, lang, reader)}
        </Text>
        <Text span size="xs" c="dimmed">
          ·
        </Text>
        <Text span size="xs" c="dimmed">
          {t('closing.verdict.keptIn')}
        </Text>
        {place(item.where)}
      </Group>
    </li>
  );

  let body: ReactNode;
  if (verdict.isPending) body = <Loader size="sm" aria-label={t('spinner.loading')} />;
  else if (verdict.isError) body = <Text c="red">{t('closing.verdict.loadFailed')}</Text>;
  else {
    const v = verdict.data;
    body = (
      <Stack gap="lg">
        <Stack gap="xs">
          <Group gap="sm" wrap="nowrap" align="center">
            <Badge size="xl" color={VERDICT_COLOR[v.verdict]} variant="filled" data-testid="verdict-badge">
              {t(`closing.verdict.labels.${v.verdict}`)}
            </Badge>
            <Title order={3} size="h4">
              {v.headline}
            </Title>
          </Group>
          <Text>{v.summary}</Text>
          <Stack gap={4} role="group" aria-label={t('verdictEvidence.title')} data-testid="verdict-classes">
            <Text size="sm" fw={700} data-testid="verdict-observed">
              {t('verdictEvidence.share', { share: v.observedShare })}
            </Text>
            <Group gap="xs">
              {CLASSES.map((cls) => (
                <Badge key={cls} variant="light" color={CLASS_COLOR[cls]} data-testid={`verdict-count-${cls}`}>
                  {t(`verdictEvidence.counts.${cls}`, { count: classCount(v, cls) })}
                </Badge>
              ))}
            </Group>
            <Text size="xs" c="dimmed">
              {t('verdictEvidence.hint')}
            </Text>
          </Stack>
        </Stack>

        <Stack gap="sm">
          <Title order={3} size="h5">
            {t('closing.verdict.reasons')}
          </Title>
          {v.reasons.map((reason) => (
            <Stack key={reason.id} gap={6} role="group" aria-label={reason.text} data-testid="verdict-reason">
              <Group gap="xs" wrap="nowrap" align="flex-start">
                <Badge size="sm" variant="light" color={SIGNAL_COLOR[reason.signal]} style={{ flexShrink: 0 }}>
                  {t(`closing.verdict.signal.${reason.signal}`)}
                </Badge>
                <Text size="sm">{reason.text}</Text>
              </Group>
              <ReasonEvidence evidence={reason.evidence} renderItem={evidenceItem} />
            </Stack>
          ))}
        </Stack>

        <Stack gap="sm">
          <Title order={3} size="h5">
            {t('closing.verdict.nextSteps')}
          </Title>
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="sm">
            {v.nextSteps.map((next) => (
              // A next step may quote the landing page's address, one long word: it wraps inside its card.
              <Paper
                key={next.id}
                withBorder
                radius="md"
                p="md"
                component="article"
                aria-label={next.title}
                miw={0}
                style={{ overflowWrap: 'anywhere' }}
              >
                <Stack gap="xs">
                  <Text fw={700}>{next.title}</Text>
                  <NextStepPart label={t('closing.verdict.tests')} text={next.tests} />
                  <NextStepPart label={t('closing.verdict.how')} text={next.how} />
                  <NextStepPart label={t('closing.verdict.changesIf')} text={next.changesVerdictIf} />
                </Stack>
              </Paper>
            ))}
          </SimpleGrid>
        </Stack>
      </Stack>
    );
  }

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label={t('closing.verdict.title')}>
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('closing.verdict.title')}
        </Title>
        {body}
      </Stack>
    </Paper>
  );
}

function NextStepPart({ label, text }: { label: string; text: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" fw={700} c="dimmed" tt="uppercase">
        {label}
      </Text>
      <Text size="sm">{text}</Text>
    </Stack>
  );
}

type Evidence = Schemas['VerdictEvidence'];
type EvidenceClass = Schemas['EvidenceClass'];

/** Where the server keeps interview records in an evidence item (server/src/verdict/evidence.ts). */
export const INTERVIEWS_WHERE = 'interviews';

/** The verdict's count of one evidence class. */
function classCount(v: Verdict, cls: EvidenceClass): number {
  return cls === 'observed' ? v.observedCount : cls === 'founderClaim' ? v.claimCount : v.inferredCount;
}

/** Evidence items shown before "Show all": a reason can rest on dozens (every answer, pin and report point). */
export const EVIDENCE_SHOWN = 5;

function ReasonEvidence({
  evidence,
  renderItem,
}: {
  evidence: readonly Evidence[];
  renderItem: (item: Evidence) => ReactNode;
}) {
  const { t } = useTranslation();
  const [all, setAll] = useState(false);
  if (evidence.length === 0) return null;
  const shown = all ? evidence : evidence.slice(0, EVIDENCE_SHOWN);
  return (
    <Stack gap={4} pl="lg">
      <Stack gap={4} component="ul" m={0} p={0}>
        {shown.map(renderItem)}
      </Stack>
      {evidence.length > EVIDENCE_SHOWN && (
        <Button variant="subtle" size="compact-xs" w="fit-content" onClick={() => setAll(!all)}>
          {all ? t('closing.verdict.showFewer') : t('closing.verdict.showAll', { count: evidence.length })}
        </Button>
      )}
    </Stack>
  );
}
