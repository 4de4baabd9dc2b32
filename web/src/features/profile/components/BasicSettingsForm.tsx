import { ActionIcon, Anchor, Box, Button, Divider, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconKey, IconMail, IconPencil, IconShieldLock } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Field, SelectField, TextField } from '../../../ui/form';
import { userAtom } from '../../auth/atoms';
import { UserAvatar } from '../../home/components/UserAvatar';
import { localName, useReference } from '../../reference/hooks/useReference';
import { useProfileForm } from '../hooks/useProfileForm';
import { PrivacyDialog } from './PrivacyDialog';
import { RevokeApiKeysButton } from './RevokeApiKeysButton';

function SettingRow({
  icon,
  label,
  value,
  action,
}: {
  icon: ReactNode;
  label: string;
  value?: string;
  action: ReactNode;
}) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="md" py={4}>
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        {icon}
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text size="sm" fw={600}>
            {label}
          </Text>
          {value && (
            <Text size="xs" c="dimmed" truncate="end">
              {value}
            </Text>
          )}
        </Stack>
      </Group>
      {action}
    </Group>
  );
}

/** A field whose changes go through the form's own handlers (auto-save) instead of only its state. */
const routed = (field: Field, change: (value: string) => void, blur?: () => void): Field => ({
  ...field,
  change,
  blur: () => {
    field.blur();
    blur?.();
  },
});

export interface BasicSettingsFormProps {
  /** Opens the avatar dialog (`?edit-avatar`). */
  onEditAvatar: () => void;
}

/**
 * Tab 1 of the profile page (part 1 §2): the avatar with its edit icon, first and last name, My Intention Role,
 * System Language, the Change Email row (its action does nothing yet), the Privacy Preferences row and the row that
 * revokes the keys of scripts. Every
 * change is saved at once (names after a short pause).
 */
export function BasicSettingsForm({ onEditAvatar }: BasicSettingsFormProps) {
  const { t, i18n } = useTranslation();
  const user = useAtomValue(userAtom);
  const form = useProfileForm();
  const intentionRoles = useReference('intentionRoles');
  const languages = useReference('languages');
  const [privacyOpen, setPrivacyOpen] = useState(false);
  if (!user) return null;

  const roleOptions = (intentionRoles ?? []).map((role) => ({
    value: String(role.id),
    name: localName(role, i18n.language),
  }));
  const languageOptions = (languages ?? []).map((language) => ({
    value: language.id,
    name: localName(language, i18n.language),
  }));
  const languageField: Field = { ...form.prename, value: form.language, issues: [], valid: true, showErrors: false };

  return (
    <Stack gap="md">
      <Group gap="md">
        <Box pos="relative">
          <UserAvatar user={user} size={96} />
          <Tooltip label={t('profile.editAvatar')}>
            <ActionIcon
              pos="absolute"
              bottom={0}
              right={0}
              radius="xl"
              size="md"
              variant="filled"
              aria-label={t('profile.editAvatar')}
              onClick={onEditAvatar}
            >
              <IconPencil size={14} />
            </ActionIcon>
          </Tooltip>
        </Box>
        <Stack gap={2}>
          <Text fw={700} size="lg">
            {[user.prename, user.lastname].filter(Boolean).join(' ') || user.email}
          </Text>
          <Text size="sm" c="dimmed">
            {user.email}
          </Text>
        </Stack>
      </Group>
      <Group grow align="flex-start">
        <TextField
          field={routed(form.prename, (value) => form.changeName('prename', value), form.flush)}
          label={t('profile.firstName')}
          maxLength={100}
        />
        <TextField
          field={routed(form.lastname, (value) => form.changeName('lastname', value), form.flush)}
          label={t('profile.lastName')}
          maxLength={100}
        />
      </Group>
      <SelectField
        field={routed(form.intentionRole, form.changeIntentionRole)}
        options={roleOptions}
        label={t('profile.intentionRole')}
        placeholder={t('profile.intentionRolePlaceholder')}
      />
      <SelectField
        field={routed(languageField, form.changeLanguage)}
        options={languageOptions}
        label={t('profile.language')}
        allowDeselect={false}
      />
      <Divider />
      <SettingRow
        icon={<IconMail size={20} color="var(--mantine-color-gray-6)" />}
        label={t('profile.changeEmail')}
        value={user.email}
        action={
          <Tooltip label={t('profile.changeEmailLater')}>
            <span>
              <Button variant="default" size="xs" disabled>
                {t('profile.change')}
              </Button>
            </span>
          </Tooltip>
        }
      />
      <SettingRow
        icon={<IconShieldLock size={20} color="var(--mantine-color-gray-6)" />}
        label={t('profile.privacyPreferences')}
        value={t('profile.privacyHint')}
        action={
          <Anchor component="button" type="button" size="sm" fw={600} onClick={() => setPrivacyOpen(true)}>
            {t('profile.manage')}
          </Anchor>
        }
      />
      <SettingRow
        icon={<IconKey size={20} color="var(--mantine-color-gray-6)" />}
        label={t('profile.apiKeys.label')}
        value={t('profile.apiKeys.hint')}
        action={<RevokeApiKeysButton />}
      />
      <PrivacyDialog opened={privacyOpen} onClose={() => setPrivacyOpen(false)} />
    </Stack>
  );
}
