/** Share of page views that report their speed when VITE_VITALS_SAMPLE_RATE is unset or not a share. */
const DEFAULT_SAMPLE_RATE = 0.5;

/** VITE_VITALS_SAMPLE_RATE as a share from 0 (none) to 1 (every view). */
export function sampleRateOf(value: string | undefined): number {
  const rate = value === undefined || value.trim() === "" ? Number.NaN : Number(value);
  return rate >= 0 && rate <= 1 ? rate : DEFAULT_SAMPLE_RATE;
}
