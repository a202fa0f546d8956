/** Oldest first, by when the database recorded the row. */
export const byCreatedAt = (a: { created_at: string }, b: { created_at: string }) =>
  a.created_at.localeCompare(b.created_at);
