import { MAX_TRACK_NAME_LENGTH, trackNameIssue } from '@idea-studio/sdk';
import { TextInput, Tooltip } from '@mantine/core';
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
 * name restores the current one; an unchanged name sends nothing. Typing stops at the track-name limit, and a
 * tooltip says so.
 */
export function TrackNameInput({ name, onRename }: TrackNameInputProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState(name);
  const committing = useRef(false);

  useEffect(() => setValue(name), [name]);

  const [focused, setFocused] = useState(false);
  const atLimit = value.length >= MAX_TRACK_NAME_LENGTH;

  const commit = async () => {
    const next = value.trim();
    if (trackNameIssue(next)) {
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

  const limitText = t('validation.trackNameTooLong', { max: MAX_TRACK_NAME_LENGTH });
  return (
    <Tooltip label={limitText} opened={focused && atLimit} position="bottom-start" withArrow>
      <TextInput
        aria-label={t('track.header.nameLabel')}
        aria-description={focused && atLimit ? limitText : undefined}
        value={value}
        maxLength={MAX_TRACK_NAME_LENGTH}
        variant="unstyled"
        classNames={{ input: classes.nameInput }}
        onChange={(event) => setValue(event.currentTarget.value)}
        onFocus={() => setFocused(true)}
        onBlur={() => {
          setFocused(false);
          void commit();
        }}
        onKeyDown={(event) => {
          if (event.key !== 'Enter' && event.key !== 'Escape') return;
          event.preventDefault();
          void commit();
          event.currentTarget.blur();
        }}
      />
    </Tooltip>
  );
}
