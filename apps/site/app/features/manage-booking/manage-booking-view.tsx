import { useCallback, useEffect, useState } from "react";
import {
  BUSINESS_TIME_ZONE_LABEL,
  formatManilaTime,
  formatTimeIn,
  isLiveBooking,
  narrowBooking,
  visitorTimeZone,
} from "@innovatehub/domain";
import { manageBookingPage } from "@innovatehub/content/site";
import { durationOptions, meetingTypeOptions, optionLabel } from "@innovatehub/content/shared";
import { Button } from "@innovatehub/ui/button";
import { JoinDetails } from "@innovatehub/ui/join-details";
import {
  VISITOR_CANCEL_BOOKING_RPC,
  VISITOR_GET_BOOKING_RPC,
  VISITOR_RESCHEDULE_BOOKING_RPC,
} from "../../lib/backend/site-backend";
import { unwrap, type ManageBackend, type ManagedBooking } from "./manage-backend";
import { manageErrorMessage } from "./manage-errors";
import { focusOnMount } from "./focus-on-mount";
import { ManageMessage } from "./manage-message";
import { RescheduleForm } from "./reschedule-form";

const { details, actions, results, statusLabels } = manageBookingPage;
// On a phone each term sits above its value, and each pair is set apart from the next.
const termClass = "text-small font-semibold text-muted-foreground sm:text-body sm:text-foreground";
const valueClass = "mb-3 sm:mb-0";

type Mode = "view" | "confirm-cancel" | "reschedule";
type State =
  | { kind: "loading" }
  | { kind: "failed"; message: string }
  | { kind: "cancelled" }
  | { kind: "ready"; booking: ManagedBooking; mode: Mode; busy: boolean; notice: string | null };

/** Day and time as a visitor reads them here: "Tuesday, December 8, 2026 at 9:00 AM". */
const manilaMeetingTime = (iso: string) => formatManilaTime(iso, "longDateTime");

/** One booking, opened with the token from its e-mail: see it, cancel it, or move it. */
export function ManageBookingView({
  client,
  token: firstToken,
}: {
  client: ManageBackend;
  token: string;
}) {
  const [token, setToken] = useState(firstToken);
  const [state, setState] = useState<State>({ kind: "loading" });
  const [timeZone] = useState(visitorTimeZone);

  const load = useCallback(
    async (withToken: string, notice: string | null) => {
      try {
        const rows =
          unwrap(await client.rpc(VISITOR_GET_BOOKING_RPC, { p_token: withToken })) ?? [];
        const stored = rows[0];
        setState(
          stored === undefined
            ? { kind: "failed", message: manageErrorMessage(null) }
            : { kind: "ready", booking: narrowBooking(stored), mode: "view", busy: false, notice },
        );
      } catch (error) {
        setState({ kind: "failed", message: manageErrorMessage(error) });
      }
    },
    [client],
  );

  useEffect(() => {
    void load(firstToken, null);
  }, [load, firstToken]);

  if (state.kind === "loading") {
    return <p aria-live="polite">{manageBookingPage.loading}</p>;
  }
  if (state.kind === "failed") {
    return <ManageMessage role="alert" text={state.message} />;
  }
  if (state.kind === "cancelled") {
    return <ManageMessage role="status" text={results.cancelled} takeFocus />;
  }

  const ready = state;
  const { booking, mode, busy, notice } = ready;
  const setMode = (next: Mode) => setState({ ...ready, mode: next, notice: null });
  const fail = (error: unknown) =>
    setState({ ...ready, busy: false, notice: manageErrorMessage(error) });

  async function cancel() {
    setState({ ...ready, busy: true });
    try {
      unwrap(await client.rpc(VISITOR_CANCEL_BOOKING_RPC, { p_token: token }));
      setState({ kind: "cancelled" });
    } catch (error) {
      fail(error);
    }
  }

  async function move(scheduledAt: string) {
    setState({ ...ready, busy: true });
    try {
      const next = unwrap(
        await client.rpc(VISITOR_RESCHEDULE_BOOKING_RPC, {
          p_token: token,
          p_scheduled_at: scheduledAt,
        }),
      );
      if (typeof next !== "string") {
        throw new Error("no token");
      }
      setToken(next);
      await load(next, results.moved(manilaMeetingTime(scheduledAt)));
    } catch (error) {
      fail(error);
    }
  }

  const manilaWhen = manilaMeetingTime(booking.scheduled_at);
  const localWhen = formatTimeIn(booking.scheduled_at, timeZone, "longDateTime");
  const changeable =
    isLiveBooking(booking.status) && new Date(booking.change_deadline) > new Date();

  return (
    <div className="flex flex-col gap-8">
      {notice === null ? null : (
        <p
          ref={focusOnMount}
          tabIndex={-1}
          role="status"
          aria-live="polite"
          className="rounded-lg border border-border p-4 outline-none"
        >
          {notice}
        </p>
      )}
      <section
        aria-labelledby="manage-booking-details"
        className="flex flex-col gap-4 rounded-xl border border-border bg-card p-6 shadow-elevation-1"
      >
        <h2 id="manage-booking-details" className="text-h3 font-semibold">
          {details.heading}
        </h2>
        <dl className="grid gap-x-6 sm:grid-cols-[auto_1fr] sm:gap-y-2">
          <dt className={termClass}>{details.when}</dt>
          <dd className={valueClass}>{`${manilaWhen} ${BUSINESS_TIME_ZONE_LABEL}`}</dd>
          {localWhen === manilaWhen ? null : (
            <>
              <dt className={termClass}>{details.localWhen}</dt>
              <dd className={valueClass}>{`${localWhen} (${timeZone})`}</dd>
            </>
          )}
          <dt className={termClass}>{details.duration}</dt>
          <dd className={valueClass}>{optionLabel(durationOptions, booking.duration)}</dd>
          <dt className={termClass}>{details.meetingType}</dt>
          <dd className={valueClass}>{optionLabel(meetingTypeOptions, booking.meeting_type)}</dd>
          <dt className={termClass}>{details.status}</dt>
          <dd className={valueClass}>{statusLabels[booking.status]}</dd>
          <dt className={termClass}>{details.join}</dt>
          <dd className={valueClass}>
            <JoinDetails
              kind={booking.meeting_type === "video" ? "video" : "call"}
              url={booking.meeting_url}
              texts={{
                call: details.phoneCall(booking.phone_last_digits),
                pending: details.videoLinkPending,
                linkPrefix: details.joinVideo,
              }}
            />
          </dd>
        </dl>
        {changeable ? (
          <p className="text-small text-muted-foreground">
            {details.deadline(manilaMeetingTime(booking.change_deadline))}
          </p>
        ) : null}
      </section>
      {changeable && mode === "view" ? (
        <div className="flex flex-wrap gap-3">
          <Button type="button" onClick={() => setMode("reschedule")}>
            {actions.reschedule}
          </Button>
          <Button type="button" variant="outline" onClick={() => setMode("confirm-cancel")}>
            {actions.cancel}
          </Button>
        </div>
      ) : null}
      {changeable && mode === "confirm-cancel" ? (
        <div role="group" aria-labelledby="manage-booking-cancel" className="flex flex-col gap-3">
          <p id="manage-booking-cancel">{actions.confirmCancelQuestion}</p>
          <div className="flex flex-wrap gap-3">
            <Button type="button" variant="destructive" busy={busy} onClick={() => void cancel()}>
              {actions.confirmCancel}
            </Button>
            <Button type="button" variant="outline" disabled={busy} onClick={() => setMode("view")}>
              {actions.keep}
            </Button>
          </div>
        </div>
      ) : null}
      {changeable && mode === "reschedule" ? (
        <RescheduleForm
          client={client}
          duration={booking.duration}
          scheduledAt={booking.scheduled_at}
          busy={busy}
          onMove={(scheduledAt) => void move(scheduledAt)}
          onBack={() => setMode("view")}
        />
      ) : null}
    </div>
  );
}
