import { describe, expect, it } from 'vitest';
import { formatFileSize, formatKilobytes, uploadError } from './files.js';

const PDF = 'application/pdf';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

describe('upload rules (part 1 §5)', () => {
  it.each([
    ['a small PDF', { name: 'plan.pdf', size: 1000, type: PDF }, [], 'RAGFILE', undefined],
    ['exactly 2,000,000 bytes', { name: 'plan.pdf', size: 2_000_000, type: PDF }, [], 'RAGFILE', undefined],
    ['one byte over 2 MB', { name: 'plan.pdf', size: 2_000_001, type: PDF }, [], 'RAGFILE', 'File is too big max 2MB'],
    ['a pitch deck of 5,000,000 bytes', { name: 'deck.pdf', size: 5_000_000, type: PDF }, [], 'PITCHDECK', undefined],
    [
      'a pitch deck one byte over',
      { name: 'deck.pdf', size: 5_000_001, type: PDF },
      [],
      'PITCHDECK',
      'File is too big max 5MB',
    ],
    ['a docx', { name: 'notes.docx', size: 10, type: DOCX }, [], 'RAGFILE', undefined],
    ['plain text', { name: 'notes.txt', size: 10, type: 'text/plain' }, [], 'RAGFILE', undefined],
    ['an image', { name: 'logo.png', size: 10, type: 'image/png' }, [], 'RAGFILE', 'Filetype not allowed'],
    ['a renamed image', { name: 'logo.pdf', size: 10, type: 'image/png' }, [], 'RAGFILE', 'Filetype not allowed'],
    ['a PDF without the extension', { name: 'plan', size: 10, type: PDF }, [], 'RAGFILE', 'Filetype not allowed'],
    [
      'a duplicate name (checked first)',
      { name: 'plan.pdf', size: 9_999_999, type: 'image/png' },
      ['plan.pdf'],
      'RAGFILE',
      'File already exists',
    ],
    [
      'a type error before a size error',
      { name: 'big.png', size: 9_999_999, type: 'image/png' },
      [],
      'RAGFILE',
      'Filetype not allowed',
    ],
  ] as const)('%s', (_label, file, existing, kind, error) => {
    expect(uploadError(file, existing, kind)).toBe(error);
  });
});

describe('file size labels (part 1 §9)', () => {
  it.each([
    [0, '0 KB'],
    [1, '1 KB'],
    [300, '1 KB'],
    [511, '1 KB'],
    [1023, '1 KB'],
    [1024, '1 KB'],
    [1536, '2 KB'],
    [1024 * 1024, '1024 KB'],
    [1024 * 1024 + 1, '1 MB'],
    [2_000_000, '2 MB'],
    [5_000_000, '5 MB'],
  ])('%i bytes → %s', (bytes, label) => {
    expect(formatFileSize(bytes)).toBe(label);
  });

  it.each([
    [0, '0 KB'],
    [1, '1 KB'],
    [400, '1 KB'],
    [1536, '2 KB'],
    [5_000_000, '4883 KB'],
  ])('result files and the pitch deck in KB: %i bytes → %s', (bytes, label) => {
    expect(formatKilobytes(bytes)).toBe(label);
  });
});
