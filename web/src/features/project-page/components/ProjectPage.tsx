import {
  ApiError,
  type EmpathyQuestion,
  type IdeaCard,
  loadProjectPage,
  normalizePersona,
  type Persona,
  type ProjectPage as ProjectPageData,
  personaOccupation,
} from '@idea-studio/sdk';
import { Alert, Anchor, Badge, Center, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink, IconEyeOff, IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'wouter';
import { useApi } from '../../../app/ApiProvider';
import { SimplePage } from '../../../ui/SimplePage';
import { WaitSpinner } from '../../../ui/WaitSpinner';
import { ViewNotPossible } from '../../landing-preview/components/ViewNotPossible';
import { CanvasView } from '../../reports/components/CanvasView';
import { PersonaImage } from '../../user-tinder/components/PersonaImage';

type SectionId = 'idea' | 'persona' | 'empathyMap' | 'canvas' | 'landingPage';

/** One part of the page; a part the round has not done yet shows a quiet line instead of its content. */
function Part({ id, children }: { id: SectionId; children: ReactNode | null }) {
  const { t } = useTranslation();
  const title = t(`projectPage.sections.${id}`);
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label={title} data-testid={`project-${id}`}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children ?? (
          <Text c="dimmed" size="sm">
            {t('projectPage.notYet')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

const texts = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string' && item.trim() !== '') : [];
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

function IdeaCardView({ card }: { card: Partial<IdeaCard> }) {
  const { t } = useTranslation();
  const features = texts(card.key_features);
  const targetGroup = text(card.target_group);
  const valueProposition = text(card.value_proposition);
  return (
    <Stack gap="sm">
      <Stack gap={2}>
        <Title order={3} size="h3">
          {card.name}
        </Title>
        {(card as { nameProposed?: boolean }).nameProposed && (
          <Text size="xs" c="dimmed" data-testid="project-name-proposed">
            {t('projectPage.idea.nameProposed')}
          </Text>
        )}
        {text(card.tagline) && (
          <Text size="lg" c="dimmed" fs="italic">
            {card.tagline}
          </Text>
        )}
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {features.length > 0 && (
          <Stack gap={4}>
            <Title order={4} size="h6" tt="uppercase" c="brand.7">
              {t('projectPage.idea.keyFeatures')}
            </Title>
            <List size="sm" spacing={4}>
              {features.map((feature) => (
                <List.Item key={feature}>{feature}</List.Item>
              ))}
            </List>
          </Stack>
        )}
        {targetGroup && (
          <Stack gap={4}>
            <Title order={4} size="h6" tt="uppercase" c="brand.7">
              {t('projectPage.idea.targetGroup')}
            </Title>
            <Text size="sm">{targetGroup}</Text>
          </Stack>
        )}
        {valueProposition && (
          <Stack gap={4}>
            <Title order={4} size="h6" tt="uppercase" c="brand.7">
              {t('projectPage.idea.valueProposition')}
            </Title>
            <Text size="sm">{valueProposition}</Text>
          </Stack>
        )}
      </SimpleGrid>
    </Stack>
  );
}

function PersonaView({ persona }: { persona: Persona }) {
  const { t } = useTranslation();
  const occupation = personaOccupation(persona);
  return (
    <Group gap="lg" align="flex-start" wrap="wrap">
      <PersonaImage persona={persona} size={112} />
      <Stack gap="xs" style={{ flex: 1, minWidth: 220 }}>
        <Stack gap={0}>
          <Title order={3} size="h4">
            {persona.name}
          </Title>
          {occupation && <Text c="dimmed">{occupation}</Text>}
        </Stack>
        {persona.short_summary && <Text size="sm">{persona.short_summary}</Text>}
        {/* Their everyday life: where and how the persona meets the problem (the setting the founder named). */}
        {persona.lifestyle && (
          <Text size="sm" c="dimmed" data-testid="persona-lifestyle">
            {persona.lifestyle}
          </Text>
        )}
        {persona.values.length > 0 && (
          <Group gap={6} aria-label={t('projectPage.persona.values')} role="list">
            {persona.values.map((value) => (
              <Badge key={value} variant="light" radius="sm" tt="none" role="listitem">
                {value}
              </Badge>
            ))}
          </Group>
        )}
      </Stack>
    </Group>
  );
}

function EmpathyMapView({
  map,
  personaName,
}: {
  map: NonNullable<ProjectPageData['empathyMap']>;
  personaName: string;
}) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      {map.map((quadrant) => {
        const question = t(`insightMapping.questions.${quadrant.question as EmpathyQuestion}`, { name: personaName });
        return (
          <Paper
            key={quadrant.question}
            radius="sm"
            p="md"
            bg="gray.0"
            component="section"
            aria-label={question}
            data-testid={`empathy-${quadrant.question}`}
          >
            <Title order={3} size="h6" c="brand.7" mb={6}>
              {question}
            </Title>
            {quadrant.answers.length > 0 ? (
              <List size="sm" spacing={4}>
                {quadrant.answers.map((answer) => (
                  <List.Item key={answer}>{answer}</List.Item>
                ))}
              </List>
            ) : (
              <Text size="sm" c="dimmed">
                {t('projectPage.empathy.noAnswers')}
              </Text>
            )}
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}

function ProjectPageView({ page }: { page: ProjectPageData }) {
  const { t } = useTranslation();
  const persona = normalizePersona(page.persona);
  const card = page.ideaCard as Partial<IdeaCard> | null;
  return (
    <SimplePage title={page.name}>
      <Text c="dimmed" mt={-8}>
        {t('projectPage.eyebrow')} · {t('projectPage.intro')}
      </Text>
      {page.owner && !page.shared && (
        <Alert color="yellow" variant="light" icon={<IconEyeOff size={20} />} data-testid="owner-notice">
          {t('projectPage.ownerNotice')}
        </Alert>
      )}
      <Part id="idea">{card?.name ? <IdeaCardView card={card} /> : null}</Part>
      <Part id="persona">{persona ? <PersonaView persona={persona} /> : null}</Part>
      <Part id="empathyMap">
        {page.empathyMap ? (
          <EmpathyMapView map={page.empathyMap} personaName={persona?.name ?? t('projectPage.empathy.someone')} />
        ) : null}
      </Part>
      <Part id="canvas">{page.canvas ? <CanvasView canvas={page.canvas} /> : null}</Part>
      <Part id="landingPage">
        {page.landingPageLink ? (
          <Anchor href={page.landingPageLink} target="_blank" rel="noopener noreferrer" fw={600}>
            <Group gap={6} wrap="nowrap" component="span">
              <IconExternalLink size={18} aria-hidden />
              <span>
                {t('projectPage.landing.open')}{' '}
                <Text span size="sm" c="dimmed" fw={400}>
                  {t('projectPage.landing.newTab')}
                </Text>
              </span>
            </Group>
          </Anchor>
        ) : null}
      </Part>
    </SimplePage>
  );
}

/** A round's project page under the key of its endpoint; asked through the quiet client (no login needed). */
function useProjectPage(roundId: string) {
  const { quiet, $quiet } = useApi();
  const { queryKey } = $quiet.queryOptions('get', '/projectpage/{roundId}', { params: { path: { roundId } } });
  return useQuery({ queryKey, queryFn: () => loadProjectPage(quiet, roundId) });
}

function LoadedProjectPage({ roundId }: { roundId: string }) {
  const { t } = useTranslation();
  const query = useProjectPage(roundId);
  if (query.isPending) {
    return (
      <SimplePage title={t('projectPage.title')}>
        <Center mih={200}>
          <WaitSpinner />
        </Center>
      </SimplePage>
    );
  }
  if (query.isError) {
    // A private and an unknown round answer the same 404: the page reveals nothing about either.
    const hidden = query.error instanceof ApiError && query.error.status === 404;
    return (
      <SimplePage title={t('projectPage.title')}>
        <Alert color={hidden ? 'gray' : 'red'} variant="light" icon={<IconInfoCircle size={20} />}>
          {hidden ? t('projectPage.notFound') : t('projectPage.loadFailed')}
        </Alert>
      </SimplePage>
    );
  }
  return <ProjectPageView page={query.data} />;
}

/**
 * The read-only project page of a round (part 2 §2.1, §2.17) at `/projectpage?pid={roundId}`: public, works without
 * a login once the round is shared, and for its owner also while private (with a notice). It shows the round's name,
 * the idea card, the main persona, the empathy map, the Business Model Canvas and the landing page link — each part
 * the round has not done yet as a quiet 'Not done yet.'.
 */
export function ProjectPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const roundId = params.get('pid')?.trim();
  if (!roundId) {
    return (
      <SimplePage title={t('projectPage.title')}>
        <ViewNotPossible />
      </SimplePage>
    );
  }
  return <LoadedProjectPage roundId={roundId} />;
}
