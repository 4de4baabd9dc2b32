import { INTERVIEW_PARTNERS, type InterviewPartner, type Persona, personaOccupation } from '@idea-studio/sdk';
import { Button, Group, Paper, Radio, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconMessages } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PersonaImage } from '../../user-tinder/components/PersonaImage';
import { PartnerPortrait } from './PartnerPortrait';

export interface ChatStartProps {
  personas: Persona[];
  persona: Persona | undefined;
  onPersona: (persona: Persona) => void;
  partner: InterviewPartner;
  onPartner: (partner: InterviewPartner) => void;
  starting: boolean;
  onStart: () => void;
}

/** Step 0 of the expert chat (part 2 §2.13): an accepted persona (main persona first), a partner, Start Chat. */
export function ChatStart({ personas, persona, onPersona, partner, onPartner, starting, onStart }: ChatStartProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="lg" component="section" aria-label={t('expertChat.persona')}>
        <Radio.Group
          label={
            <Title order={2} size="h5">
              {t('expertChat.persona')}
            </Title>
          }
          description={t('expertChat.personaHint')}
          value={persona?.name ?? ''}
          onChange={(name) => {
            const chosen = personas.find((p) => p.name === name);
            if (chosen) onPersona(chosen);
          }}
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} mt="sm">
            {personas.map((p) => (
              <Radio.Card key={p.name} value={p.name} radius="md" p="sm" aria-label={p.name}>
                <Group wrap="nowrap" gap="sm">
                  <Radio.Indicator />
                  <PersonaImage persona={p} size={44} />
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Text fw={600}>{p.name}</Text>
                    <Text size="sm" c="dimmed" lineClamp={1}>
                      {personaOccupation(p)}
                    </Text>
                  </Stack>
                </Group>
              </Radio.Card>
            ))}
          </SimpleGrid>
        </Radio.Group>
      </Paper>
      <Paper withBorder radius="md" p="lg" component="section" aria-label={t('expertChat.partner')}>
        <Radio.Group
          label={
            <Title order={2} size="h5">
              {t('expertChat.partner')}
            </Title>
          }
          value={partner.id ?? partner.name}
          onChange={(id) => {
            const chosen = INTERVIEW_PARTNERS.find((p) => p.id === id);
            if (chosen) onPartner(chosen);
          }}
        >
          <SimpleGrid cols={{ base: 1, md: 3 }} mt="sm">
            {INTERVIEW_PARTNERS.map((p) => (
              <Radio.Card key={p.id} value={p.id} radius="md" p="sm" aria-label={p.name}>
                <Stack gap="xs" align="flex-start">
                  <Group wrap="nowrap" gap="sm">
                    <Radio.Indicator />
                    <PartnerPortrait partner={p} size={56} />
                    <Text fw={600}>{p.name}</Text>
                  </Group>
                  <Text size="sm" c="dimmed">
                    {t(`expertChat.partners.${p.id}`)}
                  </Text>
                </Stack>
              </Radio.Card>
            ))}
          </SimpleGrid>
        </Radio.Group>
        <Text size="xs" c="dimmed" mt="sm">
          {t('expertChat.partnerCredit')}
        </Text>
      </Paper>
      <Group>
        <Button leftSection={<IconMessages size={16} />} disabled={!persona} loading={starting} onClick={onStart}>
          {t('expertChat.start')}
        </Button>
      </Group>
    </Stack>
  );
}
