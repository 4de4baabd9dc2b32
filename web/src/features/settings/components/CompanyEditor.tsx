import { Stack, Text } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SelectField, TextAreaField, TextField } from '../../../ui/form';
import { localName, useReference } from '../../reference/hooks/useReference';
import type { CompanyForm } from '../hooks/useCompanyForm';
import { useOptimizeMission } from '../hooks/useOptimizeMission';
import { PitchDeckUpload } from './PitchDeckUpload';

/**
 * The company data editor (part 1 §2 Basic Info): Startup Name, Webpage, Pitch Deck, Our Mission with Optimize,
 * Industry (labels in the UI language) and the hint. The caller owns the form state and its Save.
 */
export function CompanyEditor({ form }: { form: CompanyForm }) {
  const { t, i18n } = useTranslation();
  const industries = useReference('industries');
  const optimizer = useOptimizeMission(form.mission);
  const options = (industries ?? []).map((industry) => ({
    value: String(industry.id),
    name: localName(industry, i18n.language),
  }));
  return (
    <Stack gap="md" data-testid="company-editor">
      <TextField field={form.name} label={t('settings.company.name')} maxLength={200} />
      <TextField
        field={form.webpage}
        label={t('settings.company.webpage')}
        placeholder="https://www.example.com"
        maxLength={500}
      />
      <PitchDeckUpload />
      <TextAreaField
        field={form.mission}
        label={t('settings.company.mission')}
        autosize
        minRows={3}
        maxRows={8}
        maxLength={5000}
        actionLabel={t('settings.company.optimize')}
        actionIcon={<IconSparkles size={16} />}
        actionLoading={optimizer.running}
        onAction={() => void optimizer.optimize()}
      />
      <SelectField
        field={form.industry}
        options={options}
        label={t('settings.company.industry')}
        placeholder={t('settings.company.industryPlaceholder')}
        searchable
        nothingFoundMessage={t('settings.company.noIndustry')}
      />
      <Text size="sm" c="dimmed">
        {t('settings.company.hint')}
      </Text>
    </Stack>
  );
}
