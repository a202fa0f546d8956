export const dataSubjectKeys = {
  lookup: (email: string | null) => ["data-subject", email] as const,
};
