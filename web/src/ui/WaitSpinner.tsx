import { Group, Loader, type MantineSize, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SPINNER_STAGES } from './constants';

export interface WaitSpinnerProps {
  size?: MantineSize;
}

/**
 * Spinner for waits of unknown length. Shows nothing during the first second (short waits should not flicker),
 * then 'Just loading...', from 4 s 'We are thinking...' and from 8 s 'No hurry the AI is working...'.
 * The clock starts when the component mounts; remount it (e.g. with a `key`) to start over.
 */
export function WaitSpinner({ size = 'sm' }: WaitSpinnerProps) {
  const { t } = useTranslation();
  const [stage, setStage] = useState(-1);

  useEffect(() => {
    const timers = SPINNER_STAGES.map((s, index) => setTimeout(() => setStage(index), s.afterMs));
    return () => {
      for (const timer of timers) clearTimeout(timer);
    };
  }, []);

  const current = SPINNER_STAGES[stage];
  if (!current) return null;

  return (
    <Group gap="sm" role="status" aria-live="polite" data-testid="wait-spinner">
      <Loader size={size} type="dots" />
      <Text c="dimmed" size={size}>
        {t(current.textKey)}
      </Text>
    </Group>
  );
}
