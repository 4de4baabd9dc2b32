import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PasswordField, SelectField, TextAreaField, TextField, useField } from '../../../ui/form';
import { notify } from '../../../ui/snackbar/notify';

/** The shared form controls with the rules of spec part 1 §5, each in a state worth trying out. */
export function FormShowcase() {
  const { t } = useTranslation();
  const email = useField({ type: 'email', required: true });
  const emails = useField({ type: 'emails' });
  const url = useField({ type: 'url' });
  const number = useField({ type: 'number' });
  const password = useField({ type: 'password', required: true, checkPassword: true });
  const text = useField({ required: true });
  const choice = useField({ required: true });

  return (
    <Card withBorder padding="lg">
      <Stack gap="md">
        <Title order={3}>{t('showcase.form.title')}</Title>
        <Text size="sm" c="dimmed">
          {t('showcase.form.hint')}
        </Text>
        <SimpleGrid cols={2} spacing="md">
          <TextField field={email} label={t('showcase.form.email')} />
          <TextField field={emails} label={t('showcase.form.emails')} />
          <TextField field={url} label={t('showcase.form.url')} placeholder="https://" />
          <TextField field={number} label={t('showcase.form.number')} />
          <PasswordField field={password} label={t('showcase.form.password')} />
          <SelectField
            field={choice}
            label={t('showcase.form.select')}
            options={[
              { name: t('language.en'), value: 'en' },
              { name: t('language.de'), value: 'de' },
            ]}
          />
        </SimpleGrid>
        <TextAreaField
          field={text}
          label={t('showcase.form.textarea')}
          rows={3}
          actionLabel={t('showcase.form.send')}
          onAction={(value) => notify({ type: 'info', headline: t('showcase.form.textarea'), text: value })}
        />
      </Stack>
    </Card>
  );
}
