import { Badge, Box, Button, Container, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, IconChecklist, IconFileAnalytics, IconMessageChatbot } from '@tabler/icons-react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Logo } from '../../../ui/Logo';
import { LanguageSwitch } from '../../language/components/LanguageSwitch';
import { RotatingWord } from './RotatingWord';
import classes from './StartPage.module.css';
import { StartPageFooter } from './StartPageFooter';

const features = [
  { key: 'guided', icon: IconChecklist },
  { key: 'experts', icon: IconMessageChatbot },
  { key: 'results', icon: IconFileAnalytics },
] as const;

/** The public start page (`/start`): claim, the two audiences and the studio footer. */
export function StartPage() {
  const { t } = useTranslation();
  return (
    <Box className={classes.root}>
      <Box component="header">
        <Container size="lg" py="lg">
          <Group justify="space-between">
            <Logo />
            <LanguageSwitch />
          </Group>
        </Container>
      </Box>

      <Container component="main" size="lg" className={classes.main} py={72}>
        <Stack align="center" ta="center" gap="xl">
          <Badge size="lg" variant="light" radius="xl">
            {t('landing.eyebrow')}
          </Badge>
          <Title order={1} className={classes.claim} maw={900}>
            <Trans i18nKey="landing.claim" components={{ word: <RotatingWord /> }} />
          </Title>
          <Text size="xl" c="dimmed" maw={640}>
            {t('landing.lead')}
          </Text>
          <Stack gap="sm" align="center" mt="md">
            <Text fw={600} size="sm" tt="uppercase" c="dimmed" lts={1}>
              {t('landing.audienceTitle')}
            </Text>
            <Group gap="md" justify="center">
              <Button component={Link} href="/login" size="lg" radius="xl" rightSection={<IconArrowRight size={18} />}>
                {t('landing.founder')}
              </Button>
              <Button size="lg" radius="xl" variant="default" disabled>
                {t('landing.ecosystemManager')}
              </Button>
            </Group>
          </Stack>
        </Stack>

        <SimpleGrid cols={3} spacing="lg" mt={88}>
          {features.map(({ key, icon: Icon }) => (
            <Paper key={key} withBorder radius="lg" p="xl" className={classes.featureCard}>
              <Stack gap="sm">
                <ThemeIcon size={44} radius="md" variant="light">
                  <Icon size={24} stroke={1.6} />
                </ThemeIcon>
                <Text fw={700} size="lg">
                  {t(`landing.features.${key}.title`)}
                </Text>
                <Text c="dimmed">{t(`landing.features.${key}.text`)}</Text>
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
      </Container>

      <StartPageFooter />
    </Box>
  );
}
