import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SimplePage } from '../../../ui/SimplePage';

/** The FAQ is a placeholder in the spec: it shows only a stub text. */
export function FaqPage() {
  const { t } = useTranslation();
  return (
    <SimplePage title={t('faq.title')}>
      <Text c="dimmed" size="lg">
        {t('faq.stub')}
      </Text>
    </SimplePage>
  );
}
