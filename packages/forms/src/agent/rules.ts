import { AGENT_MIN_AGE_YEARS, type DateKey } from "@innovatehub/domain";

/** The province choice of a city outside any province (a highly urbanised or independent city, NCR's cities). */
export const OUTSIDE_PROVINCE = "outside";

/**
 * The latest birthday of someone who is `AGENT_MIN_AGE_YEARS` on `today` (a Manila calendar day, "yyyy-MM-dd").
 * On 29 February the day does not exist 18 years before; compared as text it still falls between the 28th and
 * 1 March, as the database's date arithmetic does.
 */
export function latestAdultBirthDate(today: DateKey): DateKey {
  const year = Number(today.slice(0, 4)) - AGENT_MIN_AGE_YEARS;
  return `${String(year).padStart(4, "0")}${today.slice(4)}`;
}
