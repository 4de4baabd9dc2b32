import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SimplePage } from '../../ui/SimplePage';

/**
 * Stand-in for every screen that later work builds (auth, home, account, track, promotion, project page, ac4u).
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
