import { type Persona, personaOccupation } from '@idea-studio/sdk';
import { Anchor, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PersonaImage } from './PersonaImage';
import classes from './UserTinder.module.css';

export interface MyUsersProps {
  accepted: readonly Persona[];
  rejected: readonly Persona[];
  skipped: number;
  disabled: boolean;
  /** A thumbnail was clicked: the persona goes back to the front of the queue. */
  onRemove: (name: string) => void;
  onShowSkipped: () => void;
}

function Thumbs({
  personas,
  verdict,
  disabled,
  onRemove,
}: {
  personas: readonly Persona[];
  verdict: 'accept' | 'reject';
  disabled: boolean;
  onRemove: (name: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className={classes.thumbs}>
      {personas.map((persona) => (
        <UnstyledButton
          key={persona.name}
          className={classes.thumb}
          data-verdict={verdict}
          disabled={disabled}
          title={personaOccupation(persona) || persona.name}
          aria-label={t(verdict === 'accept' ? 'userTinder.users.removeAccepted' : 'userTinder.users.removeRejected', {
            name: persona.name,
          })}
          onClick={() => onRemove(persona.name)}
        >
          <PersonaImage persona={persona} size={48} />
          <Text size="xs" fw={600} className={classes.thumbName}>
            {persona.name}
          </Text>
          <span className={classes.trash} aria-hidden>
            <IconTrash size={14} />
          </span>
        </UnstyledButton>
      ))}
    </div>
  );
}

/**
 * My Users (part 2 §2.10): the accepted and rejected thumbnails — a click takes the verdict back and puts the
 * persona at the front of the queue (a trash icon shows on hover and focus) — and Show Skipped when any were.
 */
export function MyUsers({ accepted, rejected, skipped, disabled, onRemove, onShowSkipped }: MyUsersProps) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={t('userTinder.users.title')}>
      <Stack gap="sm">
        <Title order={2} size="h5">
          {t('userTinder.users.title')}
        </Title>
        {accepted.length === 0 && rejected.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('userTinder.users.none')}
          </Text>
        ) : (
          <>
            {accepted.length > 0 && (
              <Stack gap={6}>
                <Text size="sm" fw={700} c="green.8">
                  {t('userTinder.users.accepted', { count: accepted.length })}
                </Text>
                <Thumbs personas={accepted} verdict="accept" disabled={disabled} onRemove={onRemove} />
              </Stack>
            )}
            {rejected.length > 0 && (
              <Stack gap={6}>
                <Text size="sm" fw={700} c="red.8">
                  {t('userTinder.users.rejected', { count: rejected.length })}
                </Text>
                <Thumbs personas={rejected} verdict="reject" disabled={disabled} onRemove={onRemove} />
              </Stack>
            )}
          </>
        )}
        {skipped > 0 && (
          <Anchor component="button" type="button" size="sm" onClick={onShowSkipped} disabled={disabled}>
            {t('userTinder.users.showSkipped', { count: skipped })}
          </Anchor>
        )}
      </Stack>
    </Paper>
  );
}
