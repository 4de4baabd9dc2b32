import { describe, expect, it } from 'vitest';
import { makeResultFile, STEP } from '../../test/trackFixtures';
import { canManageFile, groupResultFiles } from './resultFiles';

describe('groupResultFiles', () => {
  it('groups by step number and step, newest file first, with the outputs last as Downloads', () => {
    const files = [
      makeResultFile({
        fileId: 'out',
        fileType: 'output_business_model_canvas',
        currentStepNr: 0,
        stepId: 'closing-stream',
      }),
      makeResultFile({ fileId: 'tinder', currentStepNr: 2, stepId: STEP.userTinder, fileType: 'user_tinder' }),
      makeResultFile({ fileId: 'idea-old', dateCreated: '2026-11-01T10:00:00.000Z' }),
      makeResultFile({ fileId: 'idea-new', dateCreated: '2026-11-02T10:00:00.000Z' }),
    ];
    const groups = groupResultFiles(files);
    expect(groups.map((g) => [g.kind, g.kind === 'step' ? g.stepNr : null, g.files.map((f) => f.fileId)])).toEqual([
      ['step', 1, ['idea-new', 'idea-old']],
      ['step', 2, ['tinder']],
      ['downloads', null, ['out']],
    ]);
  });

  it('has no Downloads group without outputs', () => {
    expect(groupResultFiles([makeResultFile()]).map((g) => g.kind)).toEqual(['step']);
    expect(groupResultFiles([])).toEqual([]);
  });
});

describe('canManageFile', () => {
  const file = makeResultFile({ userId: 'creator', projectOwnerId: 'owner' });
  it.each([
    ['creator', true],
    ['owner', true],
    ['member', false],
    [undefined, false],
  ])('%s → %s', (userId, allowed) => {
    expect(canManageFile(file, userId)).toBe(allowed);
  });
});
