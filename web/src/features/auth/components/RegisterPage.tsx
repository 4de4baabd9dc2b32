import { type Schemas, unwrap } from '@idea-studio/sdk';
import { Alert, Anchor, Box, Button, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconGift } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { type FormEvent, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useApi } from '../../../app/ApiProvider';
import { languageAtom } from '../../../i18n/languageAtom';
import { allValid, PasswordField, TextField, touchAll, useField } from '../../../ui/form';
import { loginEmailAtom } from '../atoms';
import { AuthLayout } from './AuthLayout';

/** A promotion the registration carries (from `/promotion/:id`): posted to /auth/promotion/{id}. */
export interface PromotionRegistration {
  id: string;
  promotionData?: Record<string, unknown>;
}

export interface RegisterPageProps {
  promotion?: PromotionRegistration;
}

type Result = { kind: 'form' } | { kind: 'success'; msg: Schemas['Message'] } | { kind: 'failure' };

/**
 * Registration (`/login/register`, and the promotion page): e-mail and password with the password rules,
 * plus a honeypot "phone" field that people never see — when it is filled the form is not submitted. The UI
 * language is sent as `lang`. The result view replaces the form.
 */
export function RegisterPage({ promotion }: RegisterPageProps) {
  const { t } = useTranslation();
  const { client } = useApi();
  const language = useAtomValue(languageAtom);
  const setLoginEmail = useSetAtom(loginEmailAtom);
  const email = useField({ type: 'email', required: true });
  const password = useField({ type: 'password', required: true, checkPassword: true });
  const [phone, setPhone] = useState('');
  const [result, setResult] = useState<Result>({ kind: 'form' });
  const registering = useMutation({
    mutationFn: async (body: Schemas['RegisterRequest']) => {
      try {
        const answer = promotion
          ? await unwrap(
              client.POST('/auth/promotion/{promotionId}', { params: { path: { promotionId: promotion.id } }, body }),
            )
          : await unwrap(client.POST('/auth/register', { body }));
        setLoginEmail(answer.userdata.email);
        setResult({ kind: 'success', msg: answer.msg });
      } catch {
        setResult({ kind: 'failure' }); // the snackbar shows the server's reason
      }
    },
  });
  const busy = registering.isPending;

  const valid = allValid(email, password);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (phone !== '') return; // a bot filled the honeypot
    if (!valid) {
      touchAll(email, password);
      return;
    }
    const body: Schemas['RegisterRequest'] = {
      email: email.value.trim(),
      password: password.value,
      lang: language,
      ...(promotion?.promotionData ? { promotionData: promotion.promotionData } : {}),
    };
    await registering.mutateAsync(body);
  };

  if (result.kind === 'success') {
    return (
      <AuthLayout title={t('auth.register.successTitle')}>
        {/* The page's heading says 'Registration succesfull' (the spec's words); the server's text says what next. */}
        <Alert color="teal" variant="light" icon={<IconCircleCheck size={20} />}>
          {result.msg.text}
        </Alert>
        <Button component={Link} href="/login" size="md">
          {t('auth.register.toLogin')}
        </Button>
      </AuthLayout>
    );
  }

  if (result.kind === 'failure') {
    return (
      <AuthLayout title={t('auth.register.failureTitle')} subtitle={t('auth.register.failureText')}>
        <Button size="md" onClick={() => setResult({ kind: 'form' })}>
          {t('auth.register.tryAgain')}
        </Button>
        <Text size="sm" ta="center" c="dimmed">
          {t('auth.register.haveAccount')}{' '}
          <Anchor component={Link} href="/login" fw={600}>
            {t('auth.login.submit')}
          </Anchor>
        </Text>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('auth.register.title')} subheading={t('auth.register.subtitle')}>
      {promotion && (
        <Alert color="brand" variant="light" icon={<IconGift size={20} />}>
          {t('auth.register.promotion')}
        </Alert>
      )}
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextField
            field={email}
            label={t('auth.email')}
            placeholder={t('auth.emailPlaceholder')}
            autoComplete="email"
          />
          <PasswordField field={password} label={t('auth.password')} autoComplete="new-password" />
          {/* Honeypot: invisible to people and screen readers, skipped by the keyboard; bots fill it. */}
          <Box
            aria-hidden="true"
            style={{ position: 'absolute', left: '-10000px', top: 'auto', width: 1, height: 1, overflow: 'hidden' }}
          >
            <label>
              {t('auth.register.phone')}
              <input
                type="tel"
                name="phone"
                tabIndex={-1}
                autoComplete="off"
                value={phone}
                onChange={(event) => setPhone(event.currentTarget.value)}
              />
            </label>
          </Box>
          <Text size="xs" c="dimmed">
            <Trans
              i18nKey="auth.register.consent"
              components={{
                terms: <Anchor component={Link} href="/terms" size="xs" underline="always" />,
                privacy: <Anchor component={Link} href="/privacy" size="xs" underline="always" />,
              }}
            />
          </Text>
          <Button type="submit" size="md" disabled={!valid} loading={busy}>
            {t('auth.register.submit')}
          </Button>
          <Text size="sm" ta="center">
            <Anchor component={Link} href="/login">
              {t('auth.register.haveAccount')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthLayout>
  );
}
