import { TextInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './TrackHeader.module.css';

export interface TrackNameInputProps {
  name: string;
  /** Saves a new name (renameTrack); a rejection restores the old one. */
  onRename: (name: string) => Promise<unknown>;
}

/**
 * The track name, editable in place (part 2 §2.3): a change is committed on blur, Enter or Escape. An empty
 * name restores the current one; an unchanged name sends nothing.
 */
export function TrackNameInput({ name, onRename }: TrackNameInputProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState(name);
  const committing = useRef(false);

  useEffect(() => setValue(name), [name]);

  const commit = async () => {
    const next = value.trim();
    if (!next) {
      setValue(name);
      return;
    }
    if (next === name || committing.current) return;
    committing.current = true;
    try {
      await onRename(next);
    } catch {
      setValue(name); // the snackbar shows why
    } finally {
      committing.current = false;
    }
  };

  return (
    <TextInput
      aria-label={t('track.header.nameLabel')}
      value={value}
      maxLength={200}
      variant="unstyled"
      classNames={{ input: classes.nameInput }}
      onChange={(event) => setValue(event.currentTarget.value)}
      onBlur={() => void commit()}
      onKeyDown={(event) => {
        if (event.key !== 'Enter' && event.key !== 'Escape') return;
        event.preventDefault();
        void commit();
        event.currentTarget.blur();
      }}
    />
  );
}
