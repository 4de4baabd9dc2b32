import { type Schemas, unwrap } from '@idea-studio/sdk';
import { useDebouncedCallback } from '@mantine/hooks';
import { useAtom, useSetAtom } from 'jotai';
import { useRef } from 'react';
import { useApi } from '../../../app/ApiProvider';
import { isLanguage, type Language } from '../../../i18n';
import { languageAtom } from '../../../i18n/languageAtom';
import { type Field, useField } from '../../../ui/form';
import { userAtom } from '../../auth/atoms';

type UserDataUpdate = Required<Schemas['UserDataUpdate']>;

/** Typing pauses this long before a name is saved; leaving the field saves at once. */
export const PROFILE_SAVE_DELAY_MS = 600;

export interface ProfileForm {
  prename: Field;
  lastname: Field;
  intentionRole: Field;
  language: Language;
  /** A name typed: saved after a pause (or when the field is left). */
  changeName: (field: 'prename' | 'lastname', value: string) => void;
  /** Leaving a name field saves what is pending at once. */
  flush: () => void;
  changeIntentionRole: (value: string) => void;
  /** Switches the whole UI and saves the language as the user's `lang`. */
  changeLanguage: (value: string) => void;
}

const nameOrNull = (value: string) => value.trim() || null;

/**
 * The profile form of the Basic Settings tab (part 1 §4): every change is saved through updateUserData with the
 * four profile fields, and on success the local user takes the saved values. A failed save shows in the snackbar
 * and keeps what was entered.
 */
export function useProfileForm(): ProfileForm {
  const { client } = useApi();
  const [user] = useAtom(userAtom);
  const setUser = useSetAtom(userAtom);
  const [language, setLanguage] = useAtom(languageAtom);
  const prename = useField({}, user?.prename ?? '');
  const lastname = useField({}, user?.lastname ?? '');
  const intentionRole = useField({}, user?.intentionRoleId == null ? '' : String(user.intentionRoleId));

  const current = (): UserDataUpdate => ({
    prename: nameOrNull(prename.value),
    lastname: nameOrNull(lastname.value),
    intentionRoleId: intentionRole.value === '' ? null : Number(intentionRole.value),
    lang: language,
  });
  const latest = useRef(current);
  latest.current = current;
  /** The last values sent, so leaving an unchanged field sends nothing. */
  const sent = useRef<string>(JSON.stringify(current()));

  const save = async (change: Partial<UserDataUpdate> = {}) => {
    const body = { ...latest.current(), ...change };
    const key = JSON.stringify(body);
    if (key === sent.current) return;
    sent.current = key;
    try {
      await unwrap(client.POST('/user/data', { body }));
      setUser((stored) => (stored ? { ...stored, ...body } : stored));
    } catch {
      sent.current = ''; // not saved: the next change or leaving the field tries again
    }
  };
  const saveLater = useDebouncedCallback(() => void save(), { delay: PROFILE_SAVE_DELAY_MS, flushOnUnmount: true });

  return {
    prename,
    lastname,
    intentionRole,
    language,
    changeName: (field, value) => {
      (field === 'prename' ? prename : lastname).change(value);
      saveLater();
    },
    flush: () => saveLater.flush(),
    changeIntentionRole: (value) => {
      intentionRole.change(value);
      void save({ intentionRoleId: value === '' ? null : Number(value) });
    },
    changeLanguage: (value) => {
      if (!isLanguage(value) || value === language) return;
      setLanguage(value);
      void save({ lang: value });
    },
  };
}
