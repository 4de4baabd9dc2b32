import type { Schemas } from '@idea-studio/sdk';
import { type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '../../../app/ApiProvider';
import { serverState } from '../../../app/queries';

/** The reference lists of part 1 §3 that the settings and profile forms need. */
export interface ReferenceLists {
  industries: Schemas['Industry'][];
  intentionRoles: Schemas['IntentionRole'][];
  languages: Schemas['Language'][];
  licenseTypes: Schemas['LicenseType'][];
  roles: Schemas['Role'][];
}
export type ReferenceKind = keyof ReferenceLists;

/**
 * One reference list (industries, intention roles, languages, licence types, roles), or undefined until it has
 * arrived. Each list is asked once per page view, whoever asks first (forms asking at once share the request). A
 * failed load shows in the snackbar and leaves the list undefined (the select stays empty); the next form that
 * opens asks again.
 */
export function useReference<K extends ReferenceKind>(kind: K): ReferenceLists[K] | undefined {
  const { $api } = useApi();
  // The five queries differ only in the list they answer, which `kind` names.
  const options = serverState[kind]($api) as unknown as UseQueryOptions<ReferenceLists[K]>;
  return useQuery(options).data;
}

/** The name of a reference entry in the UI language (`name_en` / `name_de`). */
export function localName(entry: { name_en: string; name_de: string }, language: string): string {
  return language === 'de' ? entry.name_de : entry.name_en;
}
