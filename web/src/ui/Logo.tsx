import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconBulb } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The Idea Studio word mark. Purely visual; wrap it in a link where it should navigate. */
export function Logo() {
  const { t } = useTranslation();
  return (
    <Group gap={10} wrap="nowrap">
      <ThemeIcon size={34} radius="md" variant="gradient" gradient={{ from: 'brand.6', to: 'grape.5', deg: 135 }}>
        <IconBulb size={20} stroke={2} />
      </ThemeIcon>
      <Text fw={800} fz={20} lts={-0.3} c="dark.8">
        {t('app.name')}
      </Text>
    </Group>
  );
}
