import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The alert of a page opened without its `pid` (part 2 §2.1): 'View not possible' / 'URL not correct!'. */
export function ViewNotPossible() {
  const { t } = useTranslation();
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={20} />}
      title={t('landingPreview.invalidUrl.title')}
    >
      {t('landingPreview.invalidUrl.text')}
    </Alert>
  );
}
