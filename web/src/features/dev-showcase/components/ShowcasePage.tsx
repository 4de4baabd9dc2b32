import { Button, Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '../../../app/pages/ComingSoonPage';
import { SNACKBAR_TYPES, type SnackbarType } from '../../../ui/snackbar';
import { notify } from '../../../ui/snackbar/notify';
import { WaitSpinner } from '../../../ui/WaitSpinner';
import { LanguageSwitch } from '../../language/components/LanguageSwitch';
import { MobileNoticeContent } from '../../mobile-notice/components/MobileNotice';
import { RotatingWord } from '../../start-page/components/RotatingWord';
import { FormShowcase } from './FormShowcase';

const buttonColor: Record<SnackbarType, string> = { success: 'teal', error: 'red', warning: 'orange', info: 'gray' };

/** Development-only page (`/dev/showcase`) with the shared interface pieces, for building and reviewing them. */
export function ShowcasePage() {
  const { t } = useTranslation();
  const [spinnerRun, setSpinnerRun] = useState(0);

  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <Stack gap={4}>
          <Title order={1}>{t('showcase.title')}</Title>
          <Text c="dimmed">{t('showcase.intro')}</Text>
        </Stack>

        <SimpleGrid cols={2} spacing="lg">
          <Card withBorder padding="lg">
            <Stack gap="md">
              <Title order={3}>{t('showcase.snackbar.title')}</Title>
              <Group gap="sm">
                {SNACKBAR_TYPES.map((type) => {
                  const typeLabel = t(`snackbar.types.${type}`);
                  return (
                    <Button
                      key={type}
                      color={buttonColor[type]}
                      variant="light"
                      onClick={() =>
                        notify({
                          type,
                          headline: t('showcase.snackbar.headline', { type: typeLabel }),
                          text: t('showcase.snackbar.text'),
                        })
                      }
                    >
                      {t('showcase.snackbar.show', { type: typeLabel })}
                    </Button>
                  );
                })}
              </Group>
            </Stack>
          </Card>

          <Card withBorder padding="lg">
            <Stack gap="md">
              <Title order={3}>{t('showcase.spinner.title')}</Title>
              <Text size="sm" c="dimmed">
                {t('showcase.spinner.hint')}
              </Text>
              <WaitSpinner key={spinnerRun} />
              <Button variant="default" w="fit-content" onClick={() => setSpinnerRun((run) => run + 1)}>
                {t('showcase.spinner.restart')}
              </Button>
            </Stack>
          </Card>

          <Card withBorder padding="lg">
            <Stack gap="md">
              <Title order={3}>{t('showcase.claim.title')}</Title>
              <Title order={2}>
                <RotatingWord />
              </Title>
            </Stack>
          </Card>

          <Card withBorder padding="lg">
            <Stack gap="md">
              <Title order={3}>{t('showcase.language.title')}</Title>
              <Group>
                <LanguageSwitch />
              </Group>
            </Stack>
          </Card>
        </SimpleGrid>

        <FormShowcase />

        <Card withBorder padding="lg">
          <Stack gap="md">
            <Title order={3}>{t('showcase.mobileNotice.title')}</Title>
            <Text size="sm" c="dimmed">
              {t('showcase.mobileNotice.hint')}
            </Text>
            <Card withBorder padding={0}>
              <MobileNoticeContent contained />
            </Card>
          </Stack>
        </Card>

        <Card withBorder padding="lg">
          <Stack gap="md">
            <Title order={3}>{t('showcase.comingSoon.title')}</Title>
            <Card withBorder padding={0} mah={360} style={{ overflow: 'hidden' }}>
              <ComingSoonPage />
            </Card>
          </Stack>
        </Card>
      </Stack>
    </Container>
  );
}
