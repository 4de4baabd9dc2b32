import type { Migration, MigrationProvider } from 'kysely';
import * as m20261121194500 from './20261121194500_mail_outbox.js';
import * as m20261122100000 from './20261122100000_accounts.js';
import * as m20261123100000 from './20261123100000_rounds.js';
import * as m20261125100000 from './20261125100000_hub.js';
import * as m20261126100000 from './20261126100000_ai_threads.js';
import * as m20261127100000 from './20261127100000_closing.js';
import * as m20261128100000 from './20261128100000_data_versions.js';
import * as m20261129100000 from './20261129100000_evidence.js';
import * as m20261130100000 from './20261130100000_landing_visits.js';
import * as m20261130110000 from './20261130110000_share_mail_days.js';
import * as m20261201100000 from './20261201100000_remember_logins.js';
import * as m20261202100000 from './20261202100000_team_invitations.js';
import * as m20261203100000 from './20261203100000_result_frames.js';

/**
 * Every migration, by name (`YYYYMMDDHHMMSS_name`). A static list instead of a folder scan, so the same
 * code runs from `src/` (tests, tsx) and from `dist/`. Add new migrations at the end.
 */
export const migrations: Record<string, Migration> = {
  '20261121194500_mail_outbox': m20261121194500,
  '20261122100000_accounts': m20261122100000,
  '20261123100000_rounds': m20261123100000,
  '20261125100000_hub': m20261125100000,
  '20261126100000_ai_threads': m20261126100000,
  '20261127100000_closing': m20261127100000,
  '20261128100000_data_versions': m20261128100000,
  '20261129100000_evidence': m20261129100000,
  '20261130100000_landing_visits': m20261130100000,
  '20261130110000_share_mail_days': m20261130110000,
  '20261201100000_remember_logins': m20261201100000,
  '20261202100000_team_invitations': m20261202100000,
  '20261203100000_result_frames': m20261203100000,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
