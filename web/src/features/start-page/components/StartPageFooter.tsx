import { Anchor, Container, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import classes from './StartPage.module.css';

const footerLinks = [
  { href: '/imprint', labelKey: 'landing.footer.imprint' },
  { href: '/privacy', labelKey: 'landing.footer.privacy' },
  { href: '/terms', labelKey: 'landing.footer.terms' },
  { href: '/faq', labelKey: 'landing.footer.faq' },
] as const;

/** Footer of the landing page: the studio credit, legal and help links and the small access-code link. */
export function StartPageFooter() {
  const { t } = useTranslation();
  return (
    <footer className={classes.footer}>
      <Container size="lg" py="lg">
        <Group justify="space-between" align="flex-end" gap="lg">
          <Stack gap={2}>
            <Text size="sm" fw={600}>
              {t('landing.footer.credit')}
            </Text>
            <Text size="xs" c="dimmed">
              {t('landing.footer.copyright', { year: new Date().getFullYear() })}
            </Text>
          </Stack>
          <Group gap="lg" component="nav" aria-label={t('landing.footer.navLabel')}>
            {footerLinks.map((link) => (
              <Anchor key={link.href} component={Link} href={link.href} size="sm" c="dimmed">
                {t(link.labelKey)}
              </Anchor>
            ))}
            <Anchor component={Link} href="/login/access" size="xs" c="dimmed" underline="always">
              {t('landing.footer.accessCode')}
            </Anchor>
          </Group>
        </Group>
      </Container>
    </footer>
  );
}
