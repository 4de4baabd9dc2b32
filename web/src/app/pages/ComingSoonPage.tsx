import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SimplePage } from '../../ui/SimplePage';

/**
 * Stand-in for every screen that later work builds (profile settings, track pages, project page, ac4u).
 * Deliberately plain: a title and one sentence, no invented content. Each route has its own entry in
 * `routes.tsx`, so screens replace it one at a time.
 */
export function ComingSoonPage() {
  const { t } = useTranslation();
  return (
    <SimplePage title={t('comingSoon.title')}>
      <Text c="dimmed" size="lg">
        {t('comingSoon.text')}
      </Text>
    </SimplePage>
  );
}

/** The same notice without a page frame, for places inside the home shell. */
export function ComingSoonContent() {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Title order={1}>{t('comingSoon.title')}</Title>
      <Text c="dimmed" size="lg">
        {t('comingSoon.text')}
      </Text>
    </Stack>
  );
}
