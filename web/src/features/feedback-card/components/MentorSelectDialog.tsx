import { type Agent, type Persona, SYNTHETIC_USER_AGENT } from '@idea-studio/sdk';
import { Badge, Group, Image, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../../../ui/AppDialog';
import { PersonaImage } from '../../user-tinder/components/PersonaImage';
import classes from './FeedbackCard.module.css';

export interface MentorSelectDialogProps {
  opened: boolean;
  mentors: Agent[];
  /** The round's main persona: the synthetic user speaks as it, with its name and image. */
  persona?: Persona;
  onClose: () => void;
  onPick: (mentor: Agent) => void;
}

/** The mentor select dialog (part 2 §2.14): every mentor with picture, name, main tag and description. */
export function MentorSelectDialog({ opened, mentors, persona, onClose, onPick }: MentorSelectDialogProps) {
  const { t } = useTranslation();
  return (
    <AppDialog opened={opened} onClose={onClose} title={t('feedbackCard.selectMentor')} size="xl">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {mentors.map((mentor) => {
          const asPersona = mentor.id === SYNTHETIC_USER_AGENT && persona;
          return (
            <UnstyledButton
              key={mentor.id}
              className={classes.mentor}
              onClick={() => {
                onPick(mentor);
                onClose();
              }}
            >
              <Group wrap="nowrap" align="flex-start" gap="sm">
                {asPersona ? (
                  <PersonaImage persona={persona} size={56} />
                ) : (
                  <Image src={mentor.image} alt="" w={56} h={56} radius="xl" />
                )}
                <Stack gap={4}>
                  <Group gap={6}>
                    <Text fw={700}>{asPersona ? persona.name : mentor.name}</Text>
                    <Badge size="xs" variant="light">
                      {mentor.mainTag}
                    </Badge>
                  </Group>
                  <Text size="sm" c="dimmed">
                    {mentor.desc}
                  </Text>
                </Stack>
              </Group>
            </UnstyledButton>
          );
        })}
      </SimpleGrid>
    </AppDialog>
  );
}
