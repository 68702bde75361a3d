/** The SQLSTATE of a database error (PostgreSQL and PGlite both set `code`), or undefined. */
export function sqlStateOf(error: unknown): string | undefined {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? code : undefined;
}

/** A row naming a row that does not exist (or no longer): its foreign key refused it. */
export const FOREIGN_KEY_VIOLATION = '23503';

/**
 * A deadlock (40P01) or a serialization failure (40001): the transaction was rolled back whole, so
 * running it again is safe, and may well succeed once the other writer has finished.
 */
export const LOST_TO_ANOTHER_WRITER = ['40P01', '40001'] as const;

/** Runs a transaction again, up to `attempts` times in all, when it lost to another writer. */
export async function retryLostToAnotherWriter<T>(run: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      const lost = (LOST_TO_ANOTHER_WRITER as readonly string[]).includes(sqlStateOf(error) ?? '');
      if (!lost || attempt >= attempts) throw error;
    }
  }
}
