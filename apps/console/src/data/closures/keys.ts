export const closureKeys = {
  all: ["closures"] as const,
  range: (from: string, to: string | null) => ["closures", "range", from, to] as const,
  bookings: ["closures", "bookings"] as const,
};
