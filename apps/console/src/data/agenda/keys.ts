export const agendaKeys = {
  all: ["agenda"] as const,
  week: (monday: string) => ["agenda", monday] as const,
};
