import { describe, expect, it } from 'vitest';
import en from '../../i18n/en.json';

/** The visible texts of the AI assistant, the Basic Idea step and its dialogs, verbatim as the spec has them. */
describe('spec texts of the assistant and the Basic Idea step', () => {
  it.each([
    [en.chat.hint.start, 'Start Dialogue'],
    [en.chat.reset, 'Reset Chat'],
    [en.chat.me, 'ME'],
    [en.aiControl.supportMe, 'Support me'],
    [en.aiControl.noIds.headline, 'Frontend Error'],
    [en.aiControl.noIds.text, 'Stream ID or Step ID is not provided.'],
    [en.aiControl.failed.headline, 'Error'],
    [en.aiControl.failed.text, 'AI response failed'],
    [en.basicIdea.names.problem, 'The problem I solve'],
    [en.basicIdea.names.users, 'The first people who will use my product'],
    [en.basicIdea.names.solution, 'The solution in a nutshell'],
    [en.basicIdea.proceed, 'How shall we proceed?'],
    [en.basicIdea.save, 'Save Result'],
    [en.basicIdea.reset, 'Reset & Start Again'],
    [en.basicIdea.saved.headline, 'Success'],
    [en.basicIdea.saved.text, 'Step result generated'],
    [en.basicIdea.saveFailed.text, 'File creation failed'],
    [en.basicIdea.replace.question, 'When you save your result the old one will be replaced. Continue?'],
    [
      en.basicIdea.resetConfirm.question,
      'Do you really want to reset your Data? All Files and Memory-Data will be deleted.',
    ],
    [en.basicIdea.noProject.headline, 'No Project found'],
    [en.basicIdea.noProject.text, 'Please contact the support team. There is no project in your accouunt.'],
    [en.instructions.skip, 'Skip next time'],
    [en.instructions.goAhead, 'Go ahead'],
    [en.instructions.basicIdea.themes.one.title, 'The Problem'],
    [en.instructions.basicIdea.themes.two.title, 'The People'],
    [en.instructions.basicIdea.themes.three.title, 'The Solution'],
    [en.startDialog.welcome, 'Welcome {{name}}'],
    [en.startDialog.question, 'How shall we start?'],
    [en.startDialog.guideMe, 'Guide me step by step'],
    [en.startDialog.pitchDeck, 'Upload existing Pitch Deck'],
    [en.startDialog.paper, 'Upload a Scientific Paper as idea basis'],
    [en.paper.addFile, 'Add File'],
    [en.paper.upload.processing, 'Upload processing...'],
    [en.paper.upload.success, 'Upload successful'],
    [en.paper.summary.creating, 'Summary creating...'],
    [en.paper.summary.success, 'Summary successful'],
    [en.paper.summary.failed, 'Summary failed'],
    [en.paper.cancel, 'Cancel'],
    [en.paper.generate, 'Generate Ideas'],
    [en.paper.ideas.text, 'We analyzed your paper an build concrete suggestions.'],
    [en.paper.ideas.select, 'Select Idea'],
  ])('%j', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});
