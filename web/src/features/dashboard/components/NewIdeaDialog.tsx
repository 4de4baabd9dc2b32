import {
  DEFAULT_STREAM_ID,
  DEFAULT_TRACK_ID,
  defaultIdeaTitle,
  defaultProject,
  initialStepId,
  MAX_TRACK_NAME_LENGTH,
  trackLink,
  trackNameIssue,
  unwrap,
} from '@idea-studio/sdk';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useApi } from '../../../app/ApiProvider';
import { AppDialog } from '../../../ui/AppDialog';
import { TextField, useField } from '../../../ui/form';
import { showSnackbarAtom } from '../../../ui/snackbar';
import { userAtom } from '../../auth/atoms';

export interface NewIdeaDialogProps {
  onClose: () => void;
}

/**
 * The new-stream dialog of `/home?new-stream=true` with the idea title (part 2 §2.19): the title defaults to
 * 'My Business Model Canvas' plus the date ('Mein Business Model Canvas' in German), and stops at the track-name limit (saying so). Start begins a round of the business idea track in the user's
 * default project (startTrack) and opens its start view. Mount it to open it.
 */
export function NewIdeaDialog({ onClose }: NewIdeaDialogProps) {
  const { t, i18n } = useTranslation();
  const { client, quiet } = useApi();
  const [, navigate] = useLocation();
  const user = useAtomValue(userAtom);
  const notify = useSetAtom(showSnackbarAtom);
  const title = useField({ required: true }, defaultIdeaTitle(new Date(), i18n.language));
  const name = title.value.trim();
  const nameIssue = trackNameIssue(title.value);
  const atLimit = title.value.length >= MAX_TRACK_NAME_LENGTH;

  const start = async (event: FormEvent) => {
    event.preventDefault();
    if (nameIssue) {
      title.touch();
      return;
    }
    const project = user ? defaultProject(user) : undefined;
    if (!project) {
      notify({ type: 'error', headline: t('newIdea.noProject.headline'), text: t('newIdea.noProject.text') });
      return;
    }
    const position = { streamId: DEFAULT_STREAM_ID, stepId: initialStepId(DEFAULT_STREAM_ID) };
    await starting.mutateAsync({ position, projectId: project.projectId }).catch(() => undefined);
  };

  const starting = useMutation({
    mutationFn: async ({
      position,
      projectId,
    }: {
      position: { streamId: string; stepId: string };
      projectId: string;
    }) => {
      const { roundId } = await unwrap(
        client.POST('/streams/starttrack', {
          body: { trackId: DEFAULT_TRACK_ID, ...position, projectId, name },
        }),
      );
      void quiet
        .POST('/rounds/{roundId}/actions', {
          params: { path: { roundId } },
          body: { action: 'Start Track', ...position },
        })
        .catch(() => undefined);
      // Replaces /home?new-stream=true, so Back from the track page returns to the plain dashboard.
      navigate(trackLink(DEFAULT_TRACK_ID, position, roundId), { replace: true });
    },
  });
  // Busy from the call until the track page opens; a failed call ends it (the snackbar shows why).
  const busy = starting.isPending || starting.isSuccess;

  return (
    <AppDialog opened onClose={onClose} title={t('newIdea.title')}>
      <form onSubmit={start} noValidate>
        <Stack gap="lg">
          <Text size="sm" c="dimmed">
            {t('newIdea.text')}
          </Text>
          <TextField
            field={title}
            label={t('newIdea.label')}
            maxLength={MAX_TRACK_NAME_LENGTH}
            description={atLimit ? t('validation.trackNameTooLong', { max: MAX_TRACK_NAME_LENGTH }) : undefined}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={busy}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={busy} disabled={!!nameIssue}>
              {t('newIdea.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </AppDialog>
  );
}
