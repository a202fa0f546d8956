import { randomUUID } from "node:crypto";
import {
  LOCAL_ANON_KEY,
  LOCAL_BACKEND_URL,
  LOCAL_SERVICE_ROLE_KEY,
} from "@innovatehub/local-backend/keys";
import { addStaffMember as addToStaff, type StaffRole } from "@innovatehub/local-backend/staff";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { createClient } from "@supabase/supabase-js";
import { generate } from "otplib";
import { closedDaysOf } from "./slots";
import { whenStill } from "./still";

export type StaffMember = { email: string; password: string; secret: string | null };

/** A new member's address and password, unique to the test. */
export function newMemberCredentials(label: string): Pick<StaffMember, "email" | "password"> {
  return {
    email: `${label}.${randomUUID().slice(0, 8)}@innovatehub.test`,
    password: `pw-${randomUUID()}`,
  };
}

/**
 * A new member (an admin unless said otherwise), added by the code the `staff:add` script runs, in this process:
 * starting the script (pnpm, then tsx compiling it) took a median 11 s a member on a loaded machine
 * (docs/decisions.md D96). sign-in.spec runs the script itself.
 */
export async function addStaffMember(
  label: string,
  role: StaffRole = "admin",
): Promise<StaffMember> {
  const member = newMemberCredentials(label);
  const admin = createClient(LOCAL_BACKEND_URL, LOCAL_SERVICE_ROLE_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  await addToStaff(admin, { ...member, role });
  return { ...member, secret: null };
}

export function totpCode(secret: string): Promise<string> {
  return generate({ secret });
}

/** Password, then the enrol screen: its key read off the page. */
export async function signInToEnrol(page: Page, member: StaffMember): Promise<void> {
  await page.getByLabel("E-mail address").fill(member.email);
  await page.getByLabel("Password").fill(member.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Set up your authenticator app" })).toBeVisible();
  member.secret = (await page.getByTestId("totp-secret").textContent())?.trim() ?? null;
  expect(member.secret).toMatch(/^[A-Z2-7]+=*$/);
}

/** On the enrol screen: a code computed from the key, verified. */
export async function enrol(page: Page, member: StaffMember): Promise<void> {
  await page.getByLabel("6-digit code").fill(await totpCode(member.secret ?? ""));
  await page.getByRole("button", { name: "Verify" }).click();
}

/** Sign-in with enrolment, as every test's new member does (the enrol screen itself is checked in sign-in.spec). */
export async function signInAndEnrol(page: Page, member: StaffMember): Promise<void> {
  await signInToEnrol(page, member);
  await enrol(page, member);
}

/** What the site sends: the public anon key, and no row read back. */
const anonHeaders = {
  apikey: LOCAL_ANON_KEY,
  Authorization: `Bearer ${LOCAL_ANON_KEY}`,
  "Content-Type": "application/json",
  Prefer: "return=minimal",
};

const SLOT_TIMES = ["09:00", "09:30", "11:00", "11:30", "13:00", "13:30", "15:00", "15:30"];
const HTTP_CONFLICT = 409;
const BOOKING_ATTEMPTS = 5;
/** Test bookings fall in the weeks from this many weeks ahead, clear of the minimum notice and of today's tests. */
const FIRST_WEEK_AHEAD = 2;
const WEEKS_OF_BOOKINGS = 4;
const DAYS_IN_WEEK = 7;
const WEEKDAYS = 5;

function randomItem<T>(items: readonly T[]): T | undefined {
  return items[Math.floor(Math.random() * items.length)];
}

/**
 * The Monday-to-Friday dates of the test bookings' weeks that are open (no public holiday or company closure, as
 * the site's booking dialog asks): around the year's end, closed days fill whole weeks of that window.
 */
async function openWeekdays(request: APIRequestContext): Promise<string[]> {
  const monday = new Date();
  const daysToMonday = (8 - monday.getUTCDay()) % DAYS_IN_WEEK || DAYS_IN_WEEK;
  monday.setUTCDate(monday.getUTCDate() + daysToMonday + FIRST_WEEK_AHEAD * DAYS_IN_WEEK);
  const days: string[] = [];
  for (let week = 0; week < WEEKS_OF_BOOKINGS; week += 1) {
    for (let weekday = 0; weekday < WEEKDAYS; weekday += 1) {
      const day = new Date(monday);
      day.setUTCDate(monday.getUTCDate() + week * DAYS_IN_WEEK + weekday);
      days.push(day.toISOString().slice(0, 10));
    }
  }
  const closed = await closedDaysOf(request, days[0] ?? "", days.at(-1) ?? "");
  return days.filter((day) => !closed.has(day));
}

/** A booking made the way the site makes one (anon insert), in a free slot of an open day weeks ahead. */
export async function bookAsVisitor(
  request: APIRequestContext,
): Promise<{ id: string; name: string; email: string; scheduledAt: string }> {
  const name = `Visitor ${randomUUID().slice(0, 6)}`;
  const email = `${name.replace(" ", ".").toLowerCase()}@example.com`;
  const days = await openWeekdays(request);
  let refused = "";
  for (let attempt = 0; attempt < BOOKING_ATTEMPTS; attempt += 1) {
    const id = randomUUID();
    // Picked at random so parallel tests do not want the same slot; a slot another test took answers 409.
    const scheduledAt = `${randomItem(days) ?? ""}T${randomItem(SLOT_TIMES) ?? ""}:00+08:00`;
    const response = await request.post(`${LOCAL_BACKEND_URL}/rest/v1/appointments`, {
      headers: anonHeaders,
      data: {
        id,
        name,
        email,
        scheduled_at: scheduledAt,
        duration: "30min",
        meeting_type: "video",
        topic: "Mobile app",
        status: "pending",
      },
    });
    if (response.status() !== HTTP_CONFLICT) {
      expect(response.status(), await response.text()).toBe(201);
      return { id, name, email, scheduledAt };
    }
    refused = await response.text();
  }
  throw new Error(`No free slot found for the test booking among ${days.length} open days: ${refused}`);
}

export type VisitorInquiry = {
  id: string;
  name: string;
  email: string;
  company?: string;
  phone: string;
};

/** An e-commerce inquiry sent the way the site sends one (anon insert, id made in the browser). */
export async function sendInquiryAsVisitor(
  request: APIRequestContext,
  inquiry: Partial<VisitorInquiry> = {},
): Promise<VisitorInquiry> {
  const sent = {
    id: `inq-${randomUUID()}`,
    name: inquiry.name ?? `Inquirer ${randomUUID().slice(0, 6)}`,
    email: inquiry.email ?? `inquirer.${randomUUID().slice(0, 8)}@example.com`,
    company: inquiry.company,
    phone: inquiry.phone ?? "+63 912 345 6789",
  };
  const response = await request.post(`${LOCAL_BACKEND_URL}/rest/v1/inquiries`, {
    headers: anonHeaders,
    data: {
      ...sent,
      kind: "ecommerce",
      details: {
        requirements: "retail",
        products: "Handwoven bags, about 40 designs",
        features: ["payment-gateway", "inventory"],
      },
      subscribe: false,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return sent;
}

/** Who writes a test's lead: a visitor through the site's public key, or the backend's own service role. */
type LeadWriter = "visitor" | "service role";

const writerHeaders: Record<LeadWriter, Record<string, string>> = {
  visitor: anonHeaders,
  "service role": {
    ...anonHeaders,
    apikey: LOCAL_SERVICE_ROLE_KEY,
    Authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}`,
  },
};

/**
 * An AI inquiry with a first-touch `source`, as the site sends it after a visit (by default), or as the service
 * role writes it.
 */
export async function inquireWithSource(
  request: APIRequestContext,
  name: string,
  source: Record<string, string>,
  writer: LeadWriter = "visitor",
): Promise<void> {
  const response = await request.post(`${LOCAL_BACKEND_URL}/rest/v1/inquiries`, {
    headers: writerHeaders[writer],
    data: {
      id: `inq-${randomUUID()}`,
      kind: "ai",
      name,
      email: `${randomUUID().slice(0, 8)}@example.com`,
      phone: "+63 912 345 6789",
      details: { aiType: "chatbot", requirements: "A support chatbot for our agents." },
      source,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** A new member signs in on `path` (enrolling TOTP) and lands back on it. */
export async function signInOn(page: Page, path: string, member: StaffMember): Promise<void> {
  await page.goto(path);
  await signInAndEnrol(page, member);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, "\\?")}$`));
}

/**
 * A full-page screenshot kept with the test's results, named by the screen and the viewport's project; taken
 * still, so two runs picture the same screen (no chart halfway drawn, no toast halfway faded).
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  await whenStill(page, () =>
    page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true }),
  );
}
