export const bookingKeys = {
  detail: (id: string) => ["booking", id] as const,
};

export const busyRangeKeys = {
  all: ["busy-ranges"] as const,
  day: (dateKey: string | null) => ["busy-ranges", dateKey] as const,
};
