import { Anchor, Box, Center, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Logo } from '../../../ui/Logo';
import { LanguageSwitch } from '../../language/components/LanguageSwitch';

export interface AuthLayoutProps {
  title: ReactNode;
  /** A second heading below the title (level 2). */
  subheading?: ReactNode;
  subtitle?: ReactNode;
  children?: ReactNode;
}

/**
 * Frame of every auth screen: logo (to the start page) and language switch on top, a card with the title and
 * the form, and the links to the terms and the privacy policy below it.
 */
export function AuthLayout({ title, subheading, subtitle, children }: AuthLayoutProps) {
  const { t } = useTranslation();
  return (
    <Box mih="100vh" bg="gray.0">
      <Box component="header">
        <Container size="lg" py="lg">
          <Group justify="space-between">
            <Anchor component={Link} href="/start" underline="never" aria-label={t('app.homeLink')}>
              <Logo />
            </Anchor>
            <LanguageSwitch />
          </Group>
        </Container>
      </Box>
      <Center component="main" px="md" py={48}>
        <Stack w={440} maw="100%" gap="md">
          <Paper withBorder radius="lg" p={36} shadow="sm">
            <Stack gap="lg">
              <Stack gap={6}>
                <Title order={1} fz={28}>
                  {title}
                </Title>
                {subheading && (
                  <Title order={2} fz="lg" fw={600} c="brand.7">
                    {subheading}
                  </Title>
                )}
                {subtitle && <Text c="dimmed">{subtitle}</Text>}
              </Stack>
              {children}
            </Stack>
          </Paper>
          <Group component="nav" gap="lg" justify="center" aria-label={t('auth.legalNav')}>
            <Anchor component={Link} href="/terms" size="sm" c="dimmed">
              {t('auth.terms')}
            </Anchor>
            <Anchor component={Link} href="/privacy" size="sm" c="dimmed">
              {t('auth.privacy')}
            </Anchor>
          </Group>
        </Stack>
      </Center>
    </Box>
  );
}
