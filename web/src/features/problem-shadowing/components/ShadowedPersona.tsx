import { milieuKey, type Persona, personaMilieu, SINUS_MILIEUS } from '@idea-studio/sdk';
import { Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PersonaImage } from '../../user-tinder/components/PersonaImage';

export interface ShadowedPersonaProps {
  persona: Persona;
}

/** The milieu in the app's language when it is one of the ten Sinus milieus, else as the AI wrote it. */
function useMilieu(persona: Persona): string {
  const { i18n } = useTranslation();
  const written = personaMilieu(persona as unknown as Record<string, unknown>);
  const key = milieuKey(written);
  const known = key ? SINUS_MILIEUS.find((m) => m.key === key) : undefined;
  if (!known) return written;
  return i18n.language.startsWith('de') ? known.de : known.en;
}

/** The persona being shadowed (part 2 §2.12): the picture, the milieu and the name. */
export function ShadowedPersona({ persona }: ShadowedPersonaProps) {
  const { t } = useTranslation();
  const milieu = useMilieu(persona);
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label={t('problemShadowing.persona')}>
      <Stack align="center" gap={6}>
        <Text size="xs" fw={700} c="dimmed" tt="uppercase">
          {t('problemShadowing.persona')}
        </Text>
        <PersonaImage persona={persona} size={160} />
        {milieu && (
          <Text size="sm" c="dimmed" ta="center" data-testid="shadowing-persona-milieu">
            {milieu}
          </Text>
        )}
        <Text fw={700} size="lg" ta="center" data-testid="shadowing-persona-name">
          {persona.name}
        </Text>
      </Stack>
    </Paper>
  );
}
