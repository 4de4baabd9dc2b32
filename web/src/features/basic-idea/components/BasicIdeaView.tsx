import type { Step, TrackData, TrackStructure } from '@idea-studio/sdk';
import { Button, Center, Group, Paper, Stack } from '@mantine/core';
import { IconWand } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { Trans, useTranslation } from 'react-i18next';
import { WaitSpinner } from '../../../ui/WaitSpinner';
import { AiTextControl } from '../../ai-control/components/AiTextControl';
import { userAtom } from '../../auth/atoms';
import { StartDialog } from '../../instructions/components/StartDialog';
import { ProductIdeasDialog } from '../../paper/components/ProductIdeasDialog';
import { UploadPaperDialog } from '../../paper/components/UploadPaperDialog';
import { StepConfirmDialogs } from '../../track-page/components/StepConfirmDialogs';
import { ProceedPanel } from '../../track-page/components/views/StepStates';
import sideImage from '../assets/basic-idea.svg';
import { useBasicIdea } from '../hooks/useBasicIdea';
import { promptContent, SECTIONS } from '../sections';
import classes from './BasicIdea.module.css';
import { IdeaFramePanel } from './IdeaFramePanel';
import { SectionRow } from './SectionRow';

export interface BasicIdeaViewProps {
  step: Step;
  streamId: string;
  roundId: string;
  data: TrackData;
  structure: TrackStructure;
}

/**
 * The Basic Idea step, type `basicIdea` (part 2 §2.8, §4.3): three sections in order, each an AI text control while
 * active and a clickable row otherwise; Autofill all; "How we read your idea" (the idea frame) once
 * the first words are written; 'How shall we proceed?' with Save Result and Reset & Start Again; a side image. The start dialog and the idea-from-paper dialogs open from here.
 */
export function BasicIdeaView({ step, streamId, roundId, data, structure }: BasicIdeaViewProps) {
  const { t } = useTranslation();
  const user = useAtomValue(userAtom);
  const idea = useBasicIdea({ roundId, streamId, stepId: step.id, data, structure });
  const { sections, active, saveEnabled, busy, dialog, setDialog } = idea;

  if (!idea.loaded) {
    return (
      <Center py={80}>
        <WaitSpinner />
      </Center>
    );
  }

  return (
    <div className={classes.layout}>
      <Stack gap="md">
        <Group justify="flex-end">
          <Button
            variant="light"
            leftSection={<IconWand size={16} />}
            loading={busy === 'autofill'}
            disabled={busy !== null && busy !== 'autofill'}
            onClick={() => void idea.autofill()}
          >
            {t('basicIdea.autofill')}
          </Button>
        </Group>
        {SECTIONS.map((section) => {
          const name = t(`basicIdea.names.${section.key}`);
          if (section.number === active) {
            return (
              <Paper
                key={section.key}
                className={classes.active}
                radius="md"
                p="lg"
                data-testid="active-section"
                onBlur={idea.flushInput}
              >
                <AiTextControl
                  heading={<Trans i18nKey={`basicIdea.sections.${section.key}`} components={{ hl: <mark /> }} />}
                  label={name}
                  placeholder={t(`basicIdea.placeholders.${section.key}`)}
                  value={sections[section.type]}
                  onChange={(text, author) => idea.change(section.number, text, author)}
                  minWords={step.minWords}
                  streamId={streamId}
                  stepId={step.id}
                  roundId={roundId}
                  stepPromptNumber={section.number}
                  promptContent={(typed) => promptContent(sections, section.number, typed)}
                  onNext={() => idea.next(section.number)}
                  onSupportMe={(text) => void idea.supportMe(text)}
                  onNotice={idea.hint}
                  onAiButton={idea.recordAiButton}
                  autoFocus
                />
              </Paper>
            );
          }
          return (
            <SectionRow
              key={section.key}
              number={section.number}
              name={name}
              content={sections[section.type]}
              author={idea.authors[section.type]}
              blocked={section.number > active && !saveEnabled}
              onOpen={() => idea.open(section.number)}
            />
          );
        })}
        <IdeaFramePanel frame={idea.frame} readOnly={!data.editable} />
        <ProceedPanel
          busy={busy}
          saveEnabled={saveEnabled}
          onSave={idea.requestSave}
          onReset={() => setDialog('reset')}
        />
      </Stack>
      <div className={classes.side} data-testid="side-image">
        <img src={sideImage} alt="" className={classes.sideImage} />
      </div>

      <StartDialog
        opened={dialog === 'start'}
        name={user?.prename}
        onClose={() => setDialog(null)}
        onChoose={(choice) => setDialog(choice === 'upload-paper' ? 'paper' : null)}
      />
      <UploadPaperDialog
        opened={dialog === 'paper'}
        onClose={() => setDialog(null)}
        onIdeas={(ideas) => {
          idea.setIdeas(ideas);
          setDialog('ideas');
        }}
        onIdeasFailed={idea.aiFailed}
      />
      <ProductIdeasDialog
        opened={dialog === 'ideas'}
        ideas={idea.ideas}
        onClose={() => setDialog(null)}
        onSelect={(chosen) => void idea.seed(chosen)}
      />
      <StepConfirmDialogs
        dialog={dialog}
        setDialog={setDialog}
        onSave={() => idea.save()}
        onReset={() => idea.reset()}
      />
    </div>
  );
}
