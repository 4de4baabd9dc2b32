import { Box } from '@mantine/core';
import { type DragEvent, type ReactNode, useState } from 'react';
import classes from './DropArea.module.css';

export interface DropAreaProps {
  /** The files dropped on the area (none for a drop without files). */
  onFiles: (files: File[]) => void;
  /** Names the area for assistive technology. */
  label: string;
  children: ReactNode;
}

/**
 * A drag-and-drop target for files (the knowledge hub, the avatar dialog). It only receives drops; a file button
 * next to it is the keyboard way in. What a drop may contain is for the caller to judge.
 */
export function DropArea({ onFiles, label, children }: DropAreaProps) {
  const [active, setActive] = useState(false);
  const hold = (event: DragEvent) => {
    event.preventDefault();
    setActive(true);
  };
  return (
    <Box
      role="region"
      aria-label={label}
      className={classes.area}
      data-active={active || undefined}
      data-testid="drop-area"
      onDragEnter={hold}
      onDragOver={hold}
      onDragLeave={() => setActive(false)}
      onDrop={(event) => {
        event.preventDefault();
        setActive(false);
        onFiles([...(event.dataTransfer?.files ?? [])]);
      }}
    >
      {children}
    </Box>
  );
}
