import { ApiError, loadInternalLandingPage } from '@idea-studio/sdk';
import { Alert, Anchor, Box, Button, Center, Container, Group, Title } from '@mantine/core';
import { IconArrowLeft, IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'wouter';
import { useApi } from '../../../app/ApiProvider';
import { Logo } from '../../../ui/Logo';
import { SimplePage } from '../../../ui/SimplePage';
import { WaitSpinner } from '../../../ui/WaitSpinner';
import { LandingPreview } from './LandingPreview';
import { ViewNotPossible } from './ViewNotPossible';

/** The round's internal landing page (404 while none is generated), under the key of its endpoint. */
function useInternalLandingPage(roundId: string) {
  const { quiet, $quiet } = useApi();
  const { queryKey } = $quiet.queryOptions('get', '/userlp_easy2/internlp/{projectId}', {
    params: { path: { projectId: roundId } },
  });
  return useQuery({ queryKey, queryFn: () => loadInternalLandingPage(quiet, roundId) });
}

function BackToIdeas() {
  const { t } = useTranslation();
  return (
    <Button component={Link} href="/home" variant="default" leftSection={<IconArrowLeft size={16} />} w="fit-content">
      {t('landingPreview.page.back')}
    </Button>
  );
}

function LoadedPreview({ roundId }: { roundId: string }) {
  const { t } = useTranslation();
  const query = useInternalLandingPage(roundId);

  if (query.isPending) {
    return (
      <SimplePage title={t('landingPreview.title')}>
        <Center mih={200}>
          <WaitSpinner />
        </Center>
      </SimplePage>
    );
  }
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <SimplePage title={t('landingPreview.title')}>
        <Alert color={missing ? 'blue' : 'red'} variant="light" icon={<IconInfoCircle size={20} />}>
          {missing ? t('landingPreview.page.notFound') : t('landingPreview.page.loadFailed')}
        </Alert>
        <BackToIdeas />
      </SimplePage>
    );
  }

  return (
    <Box mih="100vh" bg="white">
      <Box component="header" bg="gray.0" style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
        <Container size="xl" py="xs">
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Group gap="md" wrap="nowrap">
              <Anchor component={Link} href="/home" underline="never" aria-label={t('landingPreview.page.back')}>
                <Logo />
              </Anchor>
              <Title order={1} size="h5" c="dimmed">
                {t('landingPreview.title')}
              </Title>
            </Group>
            <BackToIdeas />
          </Group>
        </Container>
      </Box>
      <main>
        <LandingPreview data={query.data} roundId={roundId} />
      </main>
    </Box>
  );
}

/**
 * The internal landing page as a page of the app (part 2 §2.1): `/landingpage?pid={roundId}`, for the logged-in
 * owner (the route's guard). Without a pid it shows 'View not possible' / 'URL not correct!'; a round without a
 * landing page says so and links back to the dashboard.
 */
export function LandingPreviewPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const roundId = params.get('pid')?.trim();
  if (!roundId) {
    return (
      <SimplePage title={t('landingPreview.title')}>
        <ViewNotPossible />
      </SimplePage>
    );
  }
  return <LoadedPreview roundId={roundId} />;
}
