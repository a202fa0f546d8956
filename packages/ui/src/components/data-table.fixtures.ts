/** Sample leads for the data table's stories and tests. */
export type SampleLead = { id: string; name: string; status: string; received: string };

export function sampleLeads(count: number): SampleLead[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `lead-${index + 1}`,
    name: `Client ${String(index + 1).padStart(3, "0")}`,
    status: index % 3 === 0 ? "Pending" : "Confirmed",
    received: `2026-12-${String((index % 28) + 1).padStart(2, "0")}`,
  }));
}
