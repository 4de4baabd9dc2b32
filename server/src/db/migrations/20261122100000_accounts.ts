import type { Kysely } from 'kysely';

// Accounts and sessions: users with their default project, company and licence seat; sessions, API keys and the
// single-use secrets of the auth flows (stored hashed); promotions. Written for SQLite and PostgreSQL alike.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('prename', 'text')
    .addColumn('lastname', 'text')
    .addColumn('lang', 'text', (col) => col.notNull().defaultTo('en'))
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('CONFIRM'))
    .addColumn('intention_role_id', 'integer')
    .addColumn('avatar', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('refreshtoken', 'bigint')
    .addColumn('promotion_id', 'text')
    .addColumn('promotion_data', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('projects')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('owner_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('sys_default', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('projects_owner_id_idx').on('projects').column('owner_id').execute();

  await db.schema
    .createTable('project_members')
    .addColumn('project_id', 'text', (col) => col.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('project_members_pk', ['project_id', 'user_id'])
    .execute();
  await db.schema.createIndex('project_members_user_id_idx').on('project_members').column('user_id').execute();

  await db.schema
    .createTable('companies')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().unique().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text')
    .addColumn('industry_id', 'integer')
    .addColumn('mission', 'text')
    .addColumn('webpage', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('licenses')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('license_id', 'text', (col) => col.notNull())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('license_type_id', 'integer', (col) => col.notNull())
    .addColumn('max_role_level', 'integer', (col) => col.notNull())
    .addColumn('role', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('licenses_user_id_idx').on('licenses').column('user_id').execute();
  await db.schema.createIndex('licenses_license_id_idx').on('licenses').column('license_id').execute();

  await db.schema
    .createTable('api_keys')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('key_hash', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('last_used_at', 'text')
    .execute();
  await db.schema.createIndex('api_keys_user_id_idx').on('api_keys').column('user_id').execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('xsrf_token_hash', 'text', (col) => col.notNull())
    .addColumn('api_key_id', 'text', (col) => col.references('api_keys.id').onDelete('set null'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('last_seen_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_id_idx').on('sessions').column('user_id').execute();
  await db.schema.createIndex('sessions_api_key_id_idx').on('sessions').column('api_key_id').execute();

  await db.schema
    .createTable('login_verifications')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('failed_attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createIndex('login_verifications_user_id_idx')
    .on('login_verifications')
    .columns(['user_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('email_confirmations')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('email_confirmations_user_id_idx').on('email_confirmations').column('user_id').execute();

  await db.schema
    .createTable('password_resets')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('password_resets_user_id_idx').on('password_resets').column('user_id').execute();

  await db.schema
    .createTable('promotions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('promotion_data', 'text', (col) => col.notNull().defaultTo('{}'))
    .addColumn('skip_registration', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('target_type', 'text')
    .addColumn('target_id', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'promotions',
    'password_resets',
    'email_confirmations',
    'login_verifications',
    'sessions',
    'api_keys',
    'licenses',
    'companies',
    'project_members',
    'projects',
    'users',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
