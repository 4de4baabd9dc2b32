import type { Persona } from '@idea-studio/sdk';
import { Group, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../../../ui/AppDialog';
import { type PersonaField, personaFields } from '../personaFields';
import { PersonaImage } from './PersonaImage';
import classes from './UserTinder.module.css';

export interface PersonaDialogProps {
  persona: Persona | null;
  opened: boolean;
  onClose: () => void;
}

function FieldSection({ field, level }: { field: PersonaField; level: 3 | 4 }) {
  return (
    <Stack gap={4} className={classes.section} component="section" aria-label={field.label}>
      <Title order={level} size={level === 3 ? 'h5' : 'h6'}>
        {field.label}
      </Title>
      {field.kind === 'text' && <Text size="sm">{field.text}</Text>}
      {field.kind === 'list' && (
        <List size="sm" spacing={2}>
          {field.items.map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List>
      )}
      {field.kind === 'group' && (
        <Stack gap="xs" pl="sm">
          {field.fields.map((sub) => (
            <FieldSection key={sub.key} field={sub} level={4} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/**
 * The PERSONA dialog (part 2 §2.10): the picture and every field of the persona as a headed section, the field's
 * label in the UI language (a field without one: its name with underscores as spaces, the first letter capitalised).
 */
export function PersonaDialog({ persona, opened, onClose }: PersonaDialogProps) {
  const { t, i18n } = useTranslation();
  return (
    <AppDialog opened={opened} onClose={onClose} title={t('userTinder.persona.title')}>
      {persona && (
        <Stack gap="sm">
          <Group justify="center">
            <PersonaImage persona={persona} size={120} alt={persona.name} />
          </Group>
          {personaFields(persona, i18n.language).map((field) => (
            <FieldSection key={field.key} field={field} level={3} />
          ))}
          <Text size="xs" c="dimmed">
            {t('userTinder.persona.imageCredit')}
          </Text>
        </Stack>
      )}
    </AppDialog>
  );
}
