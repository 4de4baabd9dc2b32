/**
 * Kysely table types: the one description of the database schema. Every migration that changes a table
 * updates this file in the same change.
 *
 * Conventions (identical on SQLite and PostgreSQL):
 * - ids are text, generated in code with `newId()` (time-ordered, 26 characters);
 * - timestamps are ISO 8601 UTC text with milliseconds (`2026-01-31T12:00:00.000Z`, see `nowIso()`),
 *   which sorts chronologically as text.
 * - flags (0/1) are integers;
 * - secrets (session tokens, API keys, codes, confirm and reset ids) are stored only as SHA-256 hex digests,
 *   passwords only as argon2id hashes.
 */

import type { Lang } from '@idea-studio/sdk';
import type { ColumnType } from 'kysely';

export interface MailOutboxTable {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  created_at: string;
}

export type UserStatus = 'CONFIRM' | 'ACTIVE';

export interface UsersTable {
  id: string;
  /** Lower-cased; unique. */
  email: string;
  /** argon2id PHC string (`$argon2id$…`). */
  password_hash: string;
  prename: string | null;
  lastname: string | null;
  lang: Lang;
  status: UserStatus;
  intention_role_id: number | null;
  /** 1 when an avatar picture exists. */
  avatar: number;
  /** Milliseconds timestamp of the last avatar upload (bigint: PostgreSQL answers it as a string). */
  refreshtoken: ColumnType<number | string | null, number | null, number | null>;
  /** The promotion the user registered through, if any. */
  promotion_id: string | null;
  /** JSON object text. */
  promotion_data: string | null;
  created_at: string;
  updated_at: string;
}

export interface ProjectsTable {
  id: string;
  name: string;
  owner_id: string;
  /** 1 marks the user's default project. */
  sys_default: number;
  created_at: string;
  updated_at: string;
}

export interface ProjectMembersTable {
  project_id: string;
  user_id: string;
  /** A role name of roles.json, e.g. `Owner`. */
  role: string;
  created_at: string;
}

export interface CompaniesTable {
  id: string;
  /** One company per user for now (unique). */
  user_id: string;
  name: string | null;
  industry_id: number | null;
  mission: string | null;
  webpage: string | null;
  created_at: string;
  updated_at: string;
}

/** One seat on a licence: users whose rows share `license_id` are members of the same licence. */
export interface LicensesTable {
  id: string;
  license_id: string;
  user_id: string;
  license_type_id: number;
  max_role_level: number;
  /** A role name of roles.json, e.g. `Owner`. */
  role: string;
  created_at: string;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  token_hash: string;
  xsrf_token_hash: string;
  /** The API key handed out with this session (null once revoked). */
  api_key_id: string | null;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
}

export interface ApiKeysTable {
  id: string;
  user_id: string;
  key_hash: string;
  created_at: string;
  last_used_at: string | null;
}

export interface LoginVerificationsTable {
  /** The verifyId (random). */
  id: string;
  user_id: string;
  code_hash: string;
  created_at: string;
  expires_at: string;
  failed_attempts: number;
  used_at: string | null;
}

export interface EmailConfirmationsTable {
  token_hash: string;
  user_id: string;
  created_at: string;
  used_at: string | null;
}

export interface PasswordResetsTable {
  token_hash: string;
  user_id: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface PromotionsTable {
  id: string;
  /** JSON object text. */
  promotion_data: string;
  skip_registration: number;
  target_type: string | null;
  target_id: string | null;
  created_at: string;
}

/** A round of a track (the contract's user track), owned by one user in one of the user's projects. */
export interface RoundsTable {
  id: string;
  track_id: string;
  project_id: string;
  user_id: string;
  name: string;
  /** 0 or 1. */
  finished: number;
  last_stream_id: string | null;
  last_step_id: string | null;
  step_index: number | null;
  /** JSON text: the optional `result` payload of the last progress save. */
  progress: string | null;
  is_variant: number;
  protected: number;
  /** When the owner made the project page public (null: private). */
  shared_at: string | null;
  created_at: string;
  updated_at: string;
}

/** The user's input of one step in a round (any JSON, as text). */
export interface UserInputsTable {
  round_id: string;
  step_id: string;
  /** JSON text. */
  content: string;
  created_at: string;
  updated_at: string;
}

/** One result per step and round; deleting its file deletes it. */
export interface StepResultsTable {
  id: string;
  round_id: string;
  stream_id: string;
  step_id: string;
  /** The step type name. */
  name: string;
  step_index: number;
  /** The stepIndex of the result this one replaced, if any. */
  prev_step_index: number | null;
  /** JSON text. */
  result: string;
  finished: number;
  file_id: string | null;
  created_at: string;
  /** The fingerprint of the round's idea frame when the result was saved (frameFingerprint); null: no frame. */
  frame_fingerprint: string | null;
}

/** A generated result file of a round; the bytes are in `result_file_contents`. */
export interface ResultFilesTable {
  id: string;
  round_id: string;
  /** The creator. */
  user_id: string;
  file_name: string;
  /** Lower-case with underscores; outputs start with `output_`. */
  file_type: string;
  /** Bytes. */
  file_size: number;
  current_step_nr: number;
  step_id: string;
  created_at: string;
}

export interface ResultFileContentsTable {
  file_id: string;
  /** The PDF (BLOB on SQLite, bytea on PostgreSQL). */
  content: ColumnType<Buffer, Buffer | Uint8Array, never>;
}

/** A user action in a round (Start Track, Next, Back, Save Result, …), for reports. */
export interface ReportActionsTable {
  id: string;
  round_id: string;
  user_id: string;
  action: string;
  stream_id: string | null;
  step_id: string | null;
  created_at: string;
}

/** A user's avatar: a square PNG of at most 512×512 pixels. */
export interface UserAvatarsTable {
  user_id: string;
  content: ColumnType<Buffer, Buffer | Uint8Array, Buffer | Uint8Array>;
  /** Quoted strong ETag of the PNG. */
  etag: string;
  updated_at: string;
}

export type HubFileType = 'RAGFILE' | 'PITCHDECK';

/** A file in a project's knowledge hub; the bytes and extracted text are in `hub_file_contents`. */
export interface HubFilesTable {
  id: string;
  project_id: string;
  /** The uploader (null once that account is gone). */
  user_id: string | null;
  /** Unique within the project. */
  name: string;
  /** Bytes. */
  size: number;
  /** At most one PITCHDECK per project. */
  file_type: HubFileType;
  /** MIME type judged from the bytes. */
  mime: string;
  created_at: string;
}

export interface HubFileContentsTable {
  file_id: string;
  /** BLOB on SQLite, bytea on PostgreSQL. */
  content: ColumnType<Buffer, Buffer | Uint8Array, never>;
  /** The extracted text. */
  text: string;
}

/**
 * A passage (~800 characters) of a hub file's text, indexed for full-text search: PostgreSQL adds the generated
 * column `search` (tsvector, 'simple'), SQLite the FTS5 table `hub_passages_fts` (see the hub migration).
 */
export interface HubPassagesTable {
  /** Integer key (the FTS5 rowid on SQLite); bigint arrives as a string from PostgreSQL. */
  id: ColumnType<number | string, never, never>;
  file_id: string;
  project_id: string;
  /** Position in the file, from 0. */
  seq: number;
  text: string;
}

/** An AI chat thread (POST /aiservice/default): one conversation of a user, optionally inside a round. */
export interface AiThreadsTable {
  id: string;
  user_id: string;
  /** The round the chat ran in (deleting the round forgets the thread). */
  round_id: string | null;
  agent_id: string;
  /** The catalogue entry the thread was started with (HOMECHAT, 'Basic Idea', …). */
  model_id: string;
  created_at: string;
}

/** One turn of a thread; `id` (time-ordered) gives the order. */
export interface AiMessagesTable {
  id: string;
  thread_id: string;
  role: 'user' | 'assistant';
  /** The user's text, or the answer (a ChatMessage as JSON text, or plain text). */
  content: string;
  created_at: string;
}

/** A round's hosted landing page (part 2 §2.17): the publishing account, then the published copy. */
export interface LandingPagesTable {
  id: string;
  round_id: string;
  user_id: string;
  email: string;
  firstname: string;
  /** 2 creating account, 3 account done, 4 published, -1 failed. */
  step: number;
  /** JSON text: the LandingPageData as published. */
  data: string | null;
  lang: string;
  views: number;
  published_at: string | null;
  created_at: string;
  updated_at: string;
}

/** A real conversation the founder recorded for a round (contract InterviewRecord). */
export interface InterviewRecordsTable {
  id: string;
  round_id: string;
  user_id: string;
  role: string;
  persona: string | null;
  /** YYYY-MM-DD */
  held_on: string;
  notes: string;
  file_name: string | null;
  /** JSON text: the contract's InterviewAnalysis. */
  analysis: string;
  provider: string;
  created_at: string;
}

/** A hash of a text the AI answered for a round (see ai/generated-texts.ts). */
export interface AiGeneratedTextsTable {
  round_id: string;
  hash: string;
  created_at: string;
}

/** One view of a published landing page per visitor and day; the visitor is a salted hash, never an address. */
export interface LandingVisitsTable {
  page_id: string;
  day: string;
  visitor: string;
}

/** The random salt of a day's visitor hashes; past days' salts are deleted. */
export interface LandingVisitSaltsTable {
  day: string;
  salt: string;
}

/** Share mails a user sent on a day (the daily cap). */
/** Invitations into a project (team invitations); the token only as its SHA-256. */
export interface ProjectInvitationsTable {
  id: string;
  project_id: string;
  /** The invited address, trimmed and lower-cased (as account addresses are). */
  email: string;
  /** The same address: the accepting account's address must match it. */
  email_lower: string;
  /** A role name of roles.json: `Member` or `Editor`. */
  role: string;
  token_hash: string;
  invited_by: string;
  created_at: string;
  expires_at: string;
  accepted_at: string | null;
  accepted_by: string | null;
  revoked_at: string | null;
}

/** How many invitation mails a user sent on a day (the daily cap). */
export interface InvitationMailDaysTable {
  user_id: string;
  day: string;
  sent: number;
}

export interface ShareMailDaysTable {
  user_id: string;
  day: string;
  sent: number;
}

/** Browser auto-login tokens (hashed); a used one is kept until it expires, to notice a replay. */
export interface RememberLoginsTable {
  id: string;
  user_id: string;
  token_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface LandingSignupsTable {
  id: string;
  page_id: string;
  email: string;
  created_at: string;
}

/**
 * One counter per user, raised by triggers whenever a row that user can see changes (see the data_versions
 * migration). bigint arrives as a string from PostgreSQL.
 */
export interface DataVersionsTable {
  user_id: string;
  version: number | string;
}

export interface Database {
  mail_outbox: MailOutboxTable;
  users: UsersTable;
  projects: ProjectsTable;
  project_members: ProjectMembersTable;
  companies: CompaniesTable;
  licenses: LicensesTable;
  sessions: SessionsTable;
  api_keys: ApiKeysTable;
  login_verifications: LoginVerificationsTable;
  email_confirmations: EmailConfirmationsTable;
  password_resets: PasswordResetsTable;
  promotions: PromotionsTable;
  rounds: RoundsTable;
  user_inputs: UserInputsTable;
  step_results: StepResultsTable;
  result_files: ResultFilesTable;
  result_file_contents: ResultFileContentsTable;
  report_actions: ReportActionsTable;
  user_avatars: UserAvatarsTable;
  hub_files: HubFilesTable;
  hub_file_contents: HubFileContentsTable;
  hub_passages: HubPassagesTable;
  ai_threads: AiThreadsTable;
  ai_messages: AiMessagesTable;
  landing_pages: LandingPagesTable;
  landing_signups: LandingSignupsTable;
  landing_visits: LandingVisitsTable;
  landing_visit_salts: LandingVisitSaltsTable;
  share_mail_days: ShareMailDaysTable;
  project_invitations: ProjectInvitationsTable;
  invitation_mail_days: InvitationMailDaysTable;
  remember_logins: RememberLoginsTable;
  data_versions: DataVersionsTable;
  interview_records: InterviewRecordsTable;
  ai_generated_texts: AiGeneratedTextsTable;
}
