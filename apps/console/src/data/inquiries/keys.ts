export const inquiryKeys = {
  detail: (id: string) => ["inquiry", id] as const,
};
