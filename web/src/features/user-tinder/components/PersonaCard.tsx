import { type Persona, personaOccupation } from '@idea-studio/sdk';
import { ActionIcon, Badge, Button, Group, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconCheck, IconPlayerSkipForward, IconUserSearch, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PersonaImage } from './PersonaImage';
import classes from './UserTinder.module.css';

export interface PersonaCardProps {
  persona: Persona;
  /** Potential users still to sort, this one included. */
  left: number;
  onMatch: () => void;
  onNoMatch: () => void;
  onSkip: () => void;
  onShowFull: () => void;
}

/**
 * The persona card of User Tinder (part 2 §2.10): name, occupation, picture, short summary, value tags and Show
 * full persona, with a red no-match and a green match button and a way to skip.
 */
export function PersonaCard({ persona, left, onMatch, onNoMatch, onSkip, onShowFull }: PersonaCardProps) {
  const { t } = useTranslation();
  const occupation = personaOccupation(persona);
  return (
    <Paper
      withBorder
      shadow="sm"
      radius="lg"
      p="xl"
      className={`${classes.card} ${classes.personaCard}`}
      component="section"
      aria-label={t('userTinder.card.label', { name: persona.name })}
      data-testid="persona-card"
    >
      {/* The persona scrolls inside the card when it is long, so the verdicts below stay on screen (1366×850). */}
      <Stack gap="md" align="center" className={classes.cardBody}>
        <Text size="xs" c="dimmed" fw={700} tt="uppercase">
          {t('userTinder.card.left', { count: left })}
        </Text>
        <PersonaImage persona={persona} size={120} />
        <Stack gap={2} align="center">
          <Title order={2} size="h3" ta="center">
            {persona.name}
          </Title>
          {occupation && (
            <Text c="dimmed" ta="center">
              {occupation}
            </Text>
          )}
        </Stack>
        {persona.short_summary && <Text ta="center">{persona.short_summary}</Text>}
        {persona.values.length > 0 && (
          <Group gap={6} justify="center" aria-label={t('userTinder.card.values')} role="list">
            {persona.values.map((value) => (
              <Badge key={value} variant="light" radius="sm" tt="none" role="listitem">
                {value}
              </Badge>
            ))}
          </Group>
        )}
        <Button variant="subtle" leftSection={<IconUserSearch size={16} />} onClick={onShowFull}>
          {t('userTinder.card.showFull')}
        </Button>
      </Stack>
      <Group gap="xl" className={classes.verdicts} mt="md">
        <Tooltip label={t('userTinder.card.noMatch')}>
          <ActionIcon
            color="red"
            radius="xl"
            className={classes.verdict}
            aria-label={t('userTinder.card.noMatch')}
            onClick={onNoMatch}
          >
            <IconX size={32} />
          </ActionIcon>
        </Tooltip>
        <Button variant="default" radius="xl" leftSection={<IconPlayerSkipForward size={16} />} onClick={onSkip}>
          {t('userTinder.card.skip')}
        </Button>
        <Tooltip label={t('userTinder.card.match')}>
          <ActionIcon
            color="green"
            radius="xl"
            className={classes.verdict}
            aria-label={t('userTinder.card.match')}
            onClick={onMatch}
          >
            <IconCheck size={32} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Paper>
  );
}
