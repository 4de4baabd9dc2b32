import { currentPersona, personaOccupation } from '@idea-studio/sdk';
import { Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDeviceFloppy, IconRefresh, IconRotate, IconUsersGroup } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { InstructionsDialog } from '../../instructions/components/InstructionsDialog';
import { StepConfirmDialogs } from '../../track-page/components/StepConfirmDialogs';
import type { StepViewProps } from '../../track-page/stepViewProps';
import { useUserTinder } from '../hooks/useUserTinder';
import { MyUsers } from './MyUsers';
import { PersonaCard } from './PersonaCard';
import { PersonaDialog } from './PersonaDialog';
import { PersonaGoneDialog } from './PersonaGoneDialog';
import { PersonaImage } from './PersonaImage';
import { PrioritizeDialog } from './PrioritizeDialog';
import { SkippedDialog } from './SkippedDialog';
import classes from './UserTinder.module.css';

/** What the track page gives the step (stepViewProps.ts), its instructions included. */
export type UserTinderViewProps = StepViewProps;

/**
 * The User Tinder step, type `userTinder` (part 2 §2.10, §4.4): the founder sorts the AI's potential users into
 * matches and no matches. Left: the instruction, the Main Persona once chosen, My Users and Show Skipped; right:
 * the persona card, or — with the queue empty — Save result and Reset & Start Again.
 */
export function UserTinderView({ step, streamId, roundId, data, structure, instructions }: UserTinderViewProps) {
  const { t } = useTranslation();
  const tinder = useUserTinder({ roundId, streamId, stepId: step.id, data, structure });
  const { state, main, busy, dialog, setDialog } = tinder;
  const persona = state ? currentPersona(state) : undefined;
  const working = busy !== null;

  let right: ReactNode;
  if (busy === 'load' || busy === 'reset') {
    right = (
      <Paper withBorder radius="lg" p="xl" className={classes.card}>
        <Stack align="center" gap="md" py="xl" role="status" aria-live="polite">
          <Loader type="dots" />
          <Text fw={600}>{t('userTinder.loading.title')}</Text>
          <Text size="sm" c="dimmed" ta="center">
            {t('userTinder.loading.text')}
          </Text>
        </Stack>
      </Paper>
    );
  } else if (tinder.loadFailed) {
    right = (
      <Paper withBorder radius="lg" p="xl" className={classes.card}>
        <Stack align="center" gap="md" py="lg">
          <Text fw={600}>{t('userTinder.failed.title')}</Text>
          <Text size="sm" c="dimmed" ta="center">
            {t('userTinder.failed.text')}
          </Text>
          <Button leftSection={<IconRefresh size={16} />} onClick={tinder.retry}>
            {t('userTinder.failed.retry')}
          </Button>
        </Stack>
      </Paper>
    );
  } else if (!state) {
    right = (
      <Center py={80}>
        <Loader type="dots" />
      </Center>
    );
  } else if (persona) {
    right = (
      <PersonaCard
        key={persona.name}
        persona={persona}
        left={state.queue.length}
        onMatch={() => tinder.classify('accept')}
        onNoMatch={() => tinder.classify('reject')}
        onSkip={() => tinder.classify('skip')}
        onShowFull={() => tinder.showPersona(persona)}
      />
    );
  } else {
    right = (
      <Paper
        withBorder
        radius="lg"
        p="xl"
        className={classes.card}
        component="section"
        aria-label={t('userTinder.done.label')}
      >
        <Stack align="center" gap="lg" py="md">
          <IconUsersGroup size={48} color="var(--mantine-color-brand-6)" aria-hidden />
          <Title order={2} size="h4" ta="center">
            {t('userTinder.done.text')}
          </Title>
          <Group gap="sm" justify="center">
            <Button
              leftSection={<IconDeviceFloppy size={16} />}
              loading={busy === 'save'}
              disabled={working && busy !== 'save'}
              onClick={tinder.requestSave}
            >
              {t('userTinder.done.save')}
            </Button>
            <Button
              variant="default"
              leftSection={<IconRotate size={16} />}
              disabled={working}
              onClick={() => setDialog('reset')}
            >
              {t('basicIdea.reset')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    );
  }

  return (
    <div className={classes.layout}>
      <Stack gap="md">
        <Paper radius="md" p="md" bg="brand.0">
          <Text fw={600}>{t('userTinder.instruction')}</Text>
        </Paper>
        {main && (
          <Paper withBorder radius="md" p="md" component="section" aria-label={t('userTinder.main.title')}>
            <Stack gap="sm">
              <Title order={2} size="h5">
                {t('userTinder.main.title')}
              </Title>
              <Group wrap="nowrap" gap="sm">
                <PersonaImage persona={main} size={56} />
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text fw={700} data-testid="main-persona-name">
                    {main.name}
                  </Text>
                  {personaOccupation(main) && (
                    <Text size="sm" c="dimmed">
                      {personaOccupation(main)}
                    </Text>
                  )}
                </Stack>
              </Group>
              <Button variant="subtle" size="compact-sm" onClick={() => tinder.showPersona(main)}>
                {t('userTinder.card.showFull')}
              </Button>
            </Stack>
          </Paper>
        )}
        {state && (
          <MyUsers
            accepted={state.positive}
            rejected={state.negative}
            skipped={state.skipped.length}
            disabled={working}
            onRemove={tinder.unclassify}
            onShowSkipped={() => setDialog('skipped')}
          />
        )}
      </Stack>
      <div>{right}</div>

      {step.instructions && (
        <InstructionsDialog
          opened={dialog === 'instructions'}
          variant={step.instructions}
          instructions={instructions}
          onClose={() => setDialog(null)}
        />
      )}
      <SkippedDialog
        opened={dialog === 'skipped'}
        skipped={state?.skipped ?? []}
        onClose={() => setDialog(null)}
        onDone={tinder.resolve}
      />
      <PrioritizeDialog
        opened={dialog === 'prioritize'}
        accepted={state?.positive ?? []}
        onClose={() => setDialog(null)}
        onChoose={(name) => void tinder.prioritize(name)}
      />
      <PersonaDialog persona={tinder.shown} opened={dialog === 'persona'} onClose={() => setDialog(null)} />
      <PersonaGoneDialog
        opened={dialog === 'gone'}
        title={t('userTinder.gone.title')}
        text={t('userTinder.gone.text')}
        onClose={() => setDialog(null)}
      />
      <StepConfirmDialogs
        dialog={dialog}
        setDialog={setDialog}
        onSave={() => tinder.save()}
        onReset={() => tinder.reset()}
      />
    </div>
  );
}
