/**
 * Speech input for the message box (part 2 §2.15): German, continuous, final results only. Only where the browser
 * has the Web Speech API (Chromium's `webkitSpeechRecognition`); elsewhere the mic icon is not shown.
 */
export const SPEECH_LANGUAGE = 'de-DE';

interface SpeechAlternative {
  transcript: string;
}
interface SpeechResult {
  readonly isFinal: boolean;
  readonly length: number;
  [index: number]: SpeechAlternative;
}
export interface SpeechResultEvent {
  readonly resultIndex: number;
  readonly results: { readonly length: number; [index: number]: SpeechResult };
}
export interface SpeechErrorEvent {
  readonly error: string;
}

export interface SpeechRecognitionLike {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult: ((event: SpeechResultEvent) => void) | null;
  onerror: ((event: SpeechErrorEvent) => void) | null;
  onend: (() => void) | null;
  start: () => void;
  stop: () => void;
}

export type SpeechRecognitionConstructor = new () => SpeechRecognitionLike;

/** The browser's speech recognition, if it has one. */
export function speechRecognition(): SpeechRecognitionConstructor | undefined {
  const w = globalThis as unknown as {
    SpeechRecognition?: SpeechRecognitionConstructor;
    webkitSpeechRecognition?: SpeechRecognitionConstructor;
  };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition;
}

/** The final transcript of all results so far (continuous recognition delivers them one by one). */
export function finalTranscript(event: SpeechResultEvent): string {
  const parts: string[] = [];
  for (let i = 0; i < event.results.length; i++) {
    const result = event.results[i];
    if (result?.isFinal && result[0]) parts.push(result[0].transcript.trim());
  }
  return parts.filter(Boolean).join(' ');
}
