// Boolean columns are integers on both databases (SQLite has no boolean type); the API speaks 0 | 1 (part 2 §3).
export const toFlag = (value: number | boolean | null | undefined): 0 | 1 => (value ? 1 : 0);
