import { Anchor, Box, Container, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Logo } from './Logo';

export interface SimplePageProps {
  title: string;
  children?: ReactNode;
}

/** Frame of plain public pages (legal texts, FAQ, pages that are not available yet): logo header, title, body. */
export function SimplePage({ title, children }: SimplePageProps) {
  const { t } = useTranslation();
  return (
    <Box mih="100vh" bg="gray.0">
      <Box component="header" bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
        <Container size="lg" py="md">
          <Anchor component={Link} href="/start" underline="never" aria-label={t('app.homeLink')} w="fit-content">
            <Logo />
          </Anchor>
        </Container>
      </Box>
      <Container component="main" size="lg" py={64}>
        <Stack gap="md">
          <Title order={1}>{title}</Title>
          {children}
        </Stack>
      </Container>
    </Box>
  );
}
