import { useQuery } from "@tanstack/react-query";
import { placeNames, type PlaceCodes } from "@innovatehub/psgc";

export type { PlaceNames } from "@innovatehub/psgc";

/*
 * The place names of an application's stored PSGC codes come from `@innovatehub/psgc`, the one lookup and display
 * rule the site's address lists are built with (docs/psgc.md): a name the applicant picked is the name staff read.
 * The dataset is a chunk of its own, fetched by the Applications screens when they first need a name.
 */

export function usePlaceNames(codes: PlaceCodes) {
  return useQuery({
    queryKey: ["psgc", "names", codes] as const,
    queryFn: () => placeNames(codes),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
