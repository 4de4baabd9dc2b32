import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { CompanyEditor } from '../../settings/components/CompanyEditor';
import { useCompanyForm } from '../../settings/hooks/useCompanyForm';

/**
 * About My Startup on the profile page (part 1 §2): the company editor of Basic Info with its own Save (the page
 * has no dialog buttons), enabled once something changed. The project's files and team live in the settings
 * dialog, linked below.
 */
export function AboutMyStartup() {
  const { t } = useTranslation();
  const form = useCompanyForm();
  return (
    <Stack gap="md">
      <CompanyEditor form={form} />
      <Group justify="space-between">
        <Text size="sm">
          <Anchor component={Link} href="/home?settings=true&page=2">
            {t('profile.knowledgeLink')}
          </Anchor>
        </Text>
        <Button onClick={() => void form.save()} disabled={!form.changed} loading={form.saving}>
          {t('common.save')}
        </Button>
      </Group>
    </Stack>
  );
}
