import type { components } from '@idea-studio/sdk';

/** Shapes of the reference lists: the contract's schemas (through the SDK's generated types). */
type Schemas = components['schemas'];

export type Industry = Schemas['Industry'];
export type Language = Schemas['Language'];
export type IntentionRole = Schemas['IntentionRole'];
export type LicenseType = Schemas['LicenseType'];
export type Role = Schemas['Role'];
export type TagGroup = Schemas['TagGroup'];
export type Tag = Schemas['Tag'];
/** `tags` is a JSON string holding the ids of the category's tags, e.g. "[1,2,6]". */
export type StreamCategory = Schemas['Category'];
export type Step = Schemas['Step'];
export type StepType = Schemas['StepType'];
export type Stream = Schemas['TrackStream'];
export type Track = Schemas['Track'];

/** The track definition as stored in `reference/tracks.json`: steps nested in streams, order by position. */
export interface TrackDefinition extends Omit<Track, 'streams'> {
  streams: (Omit<Stream, 'stepCount'> & { steps: Omit<Step, 'streamId' | 'orderNr'>[] })[];
}
