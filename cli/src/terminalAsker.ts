// The founder answers `step answer` in a terminal (@inquirer/prompts): for each field their own words, one of the
// AI's suggestions (kept as it is, or edited into their own), an option of the chat by its letter, or leave it.

import type { StepField } from '@idea-studio/sdk';
import { type Asker, FIELD_LABELS, type FieldAnswer } from './fields.js';
import type { Lang } from './lang.js';
import { prompts } from './terminal.js';

type Choice = 'own' | 'suggest' | 'keep' | 'skip' | 'stop' | `option:${number}`;

/** A text the founder typed or changed is theirs; a suggestion taken word for word is the AI's, accepted. */
async function ownWords(message: string, suggestion = ''): Promise<FieldAnswer> {
  const { input } = await prompts();
  const text = await input({ message, default: suggestion || undefined, required: true });
  return suggestion && text.trim() === suggestion.trim() ? { value: text, author: 'ai-accepted' } : { value: text };
}

export function terminalAsker(lang: Lang, say: (line: string) => void): Asker {
  const t = FIELD_LABELS[lang];
  return {
    async ask(field: StepField, suggestions?: () => Promise<string[]>) {
      const { input, select } = await prompts();
      const title = field.question ? `${field.label[lang]}: ${field.question}` : field.label[lang];
      const options = field.options ?? [];
      const choices: Array<{ value: Choice; name: string }> = [
        ...options.map((o, i) => ({ value: `option:${i}` as const, name: `${'abcdefghi'[i]}) ${o}` })),
        { value: 'own', name: t.own },
        ...(options.length || !suggestions ? [] : [{ value: 'suggest' as const, name: t.takeSuggestion }]),
        ...(field.value.trim()
          ? [{ value: 'keep' as const, name: `${t.keep} (${t.now(field.value)})` }]
          : [{ value: 'skip' as const, name: t.skip }]),
        { value: 'stop', name: t.stop },
      ];
      const choice = await select<Choice>({ message: title, choices });
      if (choice === 'stop') return 'stop';
      if (choice === 'keep' || choice === 'skip') return 'skip';
      // The chat's option by its letter: the worker takes it as the AI's words, chosen by the founder.
      if (choice.startsWith('option:')) return { value: 'abcdefghi'[Number(choice.slice(7))]! };
      if (choice === 'own') {
        // The saved text to edit; left as it was, it keeps its author.
        const text = await input({ message: t.ownPrompt, default: field.value || undefined, required: true });
        return text.trim() === field.value.trim() ? 'skip' : { value: text };
      }
      say(t.asking);
      const offered = suggestions ? await suggestions() : [];
      if (!offered.length) return ownWords(t.ownPrompt);
      const picked = await select<number>({
        message: t.pickSuggestion,
        choices: offered.map((text, i) => ({ value: i, name: text })),
      });
      return ownWords(t.ownPrompt, offered[picked]);
    },
  };
}
