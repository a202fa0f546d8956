import { type contactPage, interfaceIcons } from "@innovatehub/content/site";
import { EmbeddedFrame } from "../common/embedded-frame";
import { ContactActionLink } from "./contact-action-link";
import { ContentIcon } from "../../lib/icons";

/** Tall enough to show the town around the office; fixed so the page never shifts as the map loads. */
const MAP_FRAME_HEIGHT_PX = 520;

/** A quiet street sketch with a pin, shown where the map would be until (or unless) it loads. */
function MapSketch() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 400 300"
      preserveAspectRatio="xMidYMid slice"
      className="absolute inset-0 -z-10 size-full"
    >
      <rect width="400" height="300" className="fill-muted" />
      <g className="stroke-card" strokeWidth="14" fill="none" strokeLinecap="round">
        <path d="M-10 210C80 190 150 120 230 110s130 10 190-20" />
        <path d="M120 -10c10 90 30 180 10 320" />
      </g>
      <g className="stroke-card" strokeWidth="6" fill="none">
        <path d="M-10 80h420M-10 260h420M300 -10v320M40 -10v320" />
      </g>
      <path d="M0 300c60-40 110-50 170-30s120 30 230-10v40H0z" className="fill-primary/10" />
      <g transform="translate(184 92)">
        <path
          d="M16 0a16 16 0 0 1 16 16c0 12-16 30-16 30S0 28 0 16A16 16 0 0 1 16 0z"
          className="fill-primary"
        />
        <circle cx="16" cy="16" r="6" className="fill-primary-foreground" />
      </g>
    </svg>
  );
}

type LocationAndHoursProps = {
  map: (typeof contactPage)["map"];
  location: (typeof contactPage)["location"];
  hours: (typeof contactPage)["hours"];
  mapEmbedUrl: string;
  mapUrl: string;
};

/** The embedded office map with Our Location and Business Hours beside it. */
export function LocationAndHours({
  map,
  location,
  hours,
  mapEmbedUrl,
  mapUrl,
}: LocationAndHoursProps) {
  return (
    <section
      aria-labelledby="our-location-heading"
      className="bg-muted px-4 py-16 sm:px-6 lg:px-8 lg:py-20"
    >
      <div className="mx-auto grid max-w-6xl gap-8 lg:grid-cols-3">
        <EmbeddedFrame
          src={mapEmbedUrl}
          title={map.title}
          heightPx={MAP_FRAME_HEIGHT_PX}
          placeholderText={map.fallbackText}
          fallbackHref={mapUrl}
          fallbackLabel={map.fallbackLink}
          placeholderArt={<MapSketch />}
          className="h-fit lg:col-span-2"
        />
        <div className="flex flex-col gap-6">
          <div className="rounded-xl border border-border bg-card p-6 shadow-elevation-1">
            <h2 id="our-location-heading" className="flex items-center gap-3 text-h3">
              <ContentIcon name={interfaceIcons.map} className="size-6 text-primary" />
              {location.title}
            </h2>
            <h3 className="mt-4 text-small font-semibold text-muted-foreground uppercase">
              {location.officeHeading}
            </h3>
            <address className="mt-1 text-body not-italic">{location.address}</address>
            <h3 className="mt-4 text-small font-semibold text-muted-foreground uppercase">
              {location.satelliteHeading}
            </h3>
            <address className="mt-1 text-body not-italic">{location.satelliteAddress}</address>
            <ContactActionLink
              action={{ name: location.directions, href: mapUrl, external: true }}
              variant="outline"
              className="mt-6"
            />
          </div>
          <div className="rounded-xl border border-border bg-card p-6 shadow-elevation-1">
            <h2 className="flex items-center gap-3 text-h3">
              <ContentIcon name={interfaceIcons.hours} className="size-6 text-primary" />
              {hours.title}
            </h2>
            <p className="mt-4 text-body font-semibold">{hours.days}</p>
            <p className="text-body">{hours.time}</p>
            <p className="mt-3 text-small text-muted-foreground">{hours.closed}</p>
          </div>
        </div>
      </div>
    </section>
  );
}
