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
  lang: 'en' | 'de';
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
}
