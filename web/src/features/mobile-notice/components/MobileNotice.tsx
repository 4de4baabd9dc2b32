import { Box, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconDeviceDesktop } from '@tabler/icons-react';
import { type Ref, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useInertBehind } from '../hooks/useInertBehind';
import { useIsNarrowWindow } from '../hooks/useIsNarrowWindow';

/**
 * Full-screen notice over the whole app while the window is narrower than 768 px (the app is desktop-only). It is
 * rendered straight into `<body>` and everything else is inert meanwhile, so the page behind it cannot be reached
 * with the keyboard or a screen reader.
 */
export function MobileNotice() {
  const narrow = useIsNarrowWindow();
  const notice = useRef<HTMLDivElement>(null);
  useInertBehind(notice, narrow);

  // The page behind the notice must not scroll along.
  useEffect(() => {
    if (!narrow) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [narrow]);

  if (!narrow) return null;
  return createPortal(<MobileNoticeContent ref={notice} />, document.body);
}

/** The notice itself, exported for the showcase page. */
export function MobileNoticeContent({ contained = false, ref }: { contained?: boolean; ref?: Ref<HTMLDivElement> }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Box
      ref={ref}
      role="dialog"
      aria-modal={!contained}
      aria-labelledby={titleId}
      data-testid="mobile-notice"
      pos={contained ? 'relative' : 'fixed'}
      inset={contained ? undefined : 0}
      bg="white"
      style={{ zIndex: contained ? undefined : 10000, overflowY: 'auto' }}
    >
      <Center mih={contained ? 280 : '100%'} p="xl">
        <Stack align="center" gap="md" maw={420} ta="center">
          <ThemeIcon size={72} radius="xl" variant="light">
            <IconDeviceDesktop size={40} stroke={1.5} />
          </ThemeIcon>
          <Title order={2} id={titleId}>
            {t('mobileNotice.title')}
          </Title>
          <Text c="dimmed" size="lg">
            {t('mobileNotice.text')}
          </Text>
        </Stack>
      </Center>
    </Box>
  );
}
