import type { Db } from '../db/database.js';

export interface StoredAvatar {
  content: Buffer;
  etag: string;
}

/** Stores (or replaces) the user's avatar PNG and sets the user's avatar flag and refreshtoken. Pass a transaction. */
export async function saveAvatar(
  db: Db,
  userId: string,
  avatar: StoredAvatar & { refreshtoken: number; now: string },
): Promise<void> {
  await db
    .insertInto('user_avatars')
    .values({ user_id: userId, content: avatar.content, etag: avatar.etag, updated_at: avatar.now })
    .onConflict((conflict) =>
      conflict.column('user_id').doUpdateSet({ content: avatar.content, etag: avatar.etag, updated_at: avatar.now }),
    )
    .execute();
  await db
    .updateTable('users')
    .set({ avatar: 1, refreshtoken: avatar.refreshtoken, updated_at: avatar.now })
    .where('id', '=', userId)
    .execute();
}

export async function findAvatar(db: Db, userId: string): Promise<StoredAvatar | undefined> {
  return db.selectFrom('user_avatars').select(['content', 'etag']).where('user_id', '=', userId).executeTakeFirst();
}
