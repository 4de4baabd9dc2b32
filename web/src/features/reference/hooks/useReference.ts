import { type IdeaClient, type Schemas, unwrap } from '@idea-studio/sdk';
import { atom, useAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { useApi } from '../../../app/ApiProvider';

/** The reference lists of part 1 §3 that the settings and profile forms need. */
export interface ReferenceLists {
  industries: Schemas['Industry'][];
  intentionRoles: Schemas['IntentionRole'][];
  languages: Schemas['Language'][];
  licenseTypes: Schemas['LicenseType'][];
  roles: Schemas['Role'][];
}
export type ReferenceKind = keyof ReferenceLists;

const loaders: { [K in ReferenceKind]: (client: IdeaClient) => Promise<ReferenceLists[K]> } = {
  industries: (client) => unwrap(client.GET('/public/data/industry.json')),
  intentionRoles: (client) => unwrap(client.GET('/public/data/intentionroles.json')),
  languages: (client) => unwrap(client.GET('/public/data/languages.json')),
  licenseTypes: (client) => unwrap(client.GET('/public/data/license.json')),
  roles: (client) => unwrap(client.GET('/public/data/roles.json')),
};

/** Lists loaded in this store; a list is fetched once per page view, whoever asks first. */
export const referenceListsAtom = atom<Partial<ReferenceLists>>({});
/** Lists being fetched (so two forms asking at once send one request). */
const pendingAtom = atom<Partial<Record<ReferenceKind, true>>>({});

/**
 * One reference list (industries, intention roles, languages, licence types, roles), or undefined until it has
 * arrived. A failed load shows in the snackbar and leaves the list undefined (the select stays empty); each
 * component asks at most once, so the next form that opens tries again.
 */
export function useReference<K extends ReferenceKind>(kind: K): ReferenceLists[K] | undefined {
  const { client } = useApi();
  const [lists, setLists] = useAtom(referenceListsAtom);
  const [pending, setPending] = useAtom(pendingAtom);
  const list = lists[kind] as ReferenceLists[K] | undefined;
  const loading = pending[kind] === true;
  const asked = useRef(false);
  useEffect(() => {
    if (list || loading || asked.current) return;
    asked.current = true;
    const settle = () => setPending(({ [kind]: _done, ...rest }) => rest as Partial<Record<ReferenceKind, true>>);
    setPending((current) => ({ ...current, [kind]: true }));
    loaders[kind](client).then((loaded) => {
      setLists((current) => ({ ...current, [kind]: loaded }));
      settle();
    }, settle);
  }, [client, kind, list, loading, setLists, setPending]);
  return list;
}

/** The name of a reference entry in the UI language (`name_en` / `name_de`). */
export function localName(entry: { name_en: string; name_de: string }, language: string): string {
  return language === 'de' ? entry.name_de : entry.name_en;
}
