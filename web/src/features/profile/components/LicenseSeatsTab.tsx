import { Table, Text, VisuallyHidden } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { userAtom } from '../../auth/atoms';
import { UserAvatar } from '../../home/components/UserAvatar';
import { localName, useReference } from '../../reference/hooks/useReference';
import { useRoleOptions } from '../hooks/useRoleOptions';
import { roleKey } from '../roles';

/**
 * Tab 2 of the profile page, License & Seats (part 1 §2): the licence members with avatar, first and last name,
 * e-mail, licence type (its name from the licence list, by id) and role (by its name, translated when known).
 */
export function LicenseSeatsTab() {
  const { t, i18n } = useTranslation();
  const user = useAtomValue(userAtom);
  const licenseTypes = useReference('licenseTypes');
  // The roles a licence holder may hand out are loaded with the tab, not displayed (part 1 §6).
  useRoleOptions();
  if (!user) return null;
  if (user.licenseMembers.length === 0) {
    return (
      <Text c="dimmed" data-testid="license-empty">
        {t('profile.license.empty')}
      </Text>
    );
  }
  // Role names come from the reference data in English; known ones are shown in the UI language.
  const roleName = (role: string) => {
    const key = roleKey(role);
    return key ? t(`profile.license.roles.${key}`) : role;
  };
  const typeName = (id: number) => {
    const type = licenseTypes?.find((entry) => entry.id === id);
    return type ? localName(type, i18n.language) : String(id);
  };
  return (
    <Table verticalSpacing="xs" aria-label={t('profile.license.title')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>
            <VisuallyHidden>{t('team.avatar')}</VisuallyHidden>
          </Table.Th>
          <Table.Th>{t('profile.firstName')}</Table.Th>
          <Table.Th>{t('profile.lastName')}</Table.Th>
          <Table.Th>{t('profile.license.email')}</Table.Th>
          <Table.Th>{t('profile.license.type')}</Table.Th>
          <Table.Th>{t('profile.license.role')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {user.licenseMembers.map((listed) => {
          // Your own row shows your profile as it is now (names saved on this page after the login included).
          const own = listed.userId === user.id;
          const member = own
            ? { ...listed, prename: user.prename, lastname: user.lastname, email: user.email }
            : listed;
          return (
            <Table.Tr key={member.userId} data-testid="license-member">
              <Table.Td w={48}>
                {own ? <UserAvatar user={user} size={32} /> : <UserAvatar user={{ ...member, avatar: 0 }} size={32} />}
              </Table.Td>
              <Table.Td>{member.prename}</Table.Td>
              <Table.Td>{member.lastname}</Table.Td>
              <Table.Td>{member.email}</Table.Td>
              <Table.Td>{typeName(member.licenseTypeId)}</Table.Td>
              <Table.Td>{roleName(member.role)}</Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
