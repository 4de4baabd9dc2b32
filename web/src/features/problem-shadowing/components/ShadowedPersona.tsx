import { milieuLabel, type Persona, personaMilieu } from '@idea-studio/sdk';
import { Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PersonaImage } from '../../user-tinder/components/PersonaImage';

export interface ShadowedPersonaProps {
  persona: Persona;
}

/**
 * The persona being shadowed (part 2 §2.12): the picture, the milieu and the name. A Sinus milieu is named in the
 * app's language with who belongs to it in plain words ("Conservative Upscale" alone says little to a founder); a
 * milieu the rules do not know is shown as the AI wrote it.
 */
export function ShadowedPersona({ persona }: ShadowedPersonaProps) {
  const { t, i18n } = useTranslation();
  const milieu = milieuLabel(personaMilieu(persona as unknown as Record<string, unknown>), i18n.language);
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label={t('problemShadowing.persona')}>
      <Stack align="center" gap={6}>
        <Text size="xs" fw={700} c="dimmed" tt="uppercase">
          {t('problemShadowing.persona')}
        </Text>
        <PersonaImage persona={persona} size={160} />
        {milieu && (
          <Text size="sm" c="dimmed" ta="center" data-testid="shadowing-persona-milieu">
            {milieu.name}
          </Text>
        )}
        {milieu?.about && (
          <Text size="xs" c="dimmed" ta="center" data-testid="shadowing-persona-milieu-about">
            {t('problemShadowing.milieuAbout', { about: milieu.about })}
          </Text>
        )}
        <Text fw={700} size="lg" ta="center" data-testid="shadowing-persona-name">
          {persona.name}
        </Text>
      </Stack>
    </Paper>
  );
}
