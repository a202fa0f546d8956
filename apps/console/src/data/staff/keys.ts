export const staffKeys = {
  members: ["staff-members"] as const,
  role: (userId: string | null) => ["staff-role", userId] as const,
};
