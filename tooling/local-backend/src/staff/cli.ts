#!/usr/bin/env node
// pnpm staff:add <email> --role agent|admin [--password <password>]   (the password is asked for when absent)
// pnpm staff:remove <email>
// Against the local backend (start it first) unless SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY name a project.
import { createClient } from "@supabase/supabase-js";
import { createInterface } from "node:readline";
import { parseArgs } from "node:util";
import { LOCAL_BACKEND_HOST, LOCAL_BACKEND_URL, LOCAL_SERVICE_ROLE_KEY } from "../local-keys.ts";
import { addStaffMember, removeStaffMember, STAFF_ROLES, type StaffRole } from "./members.ts";

const USAGE = `Usage:
  pnpm staff:add <email> --role agent|admin [--password <password>]
  pnpm staff:remove <email>
Targets the local backend (LOCAL_BACKEND_PORT, default 54321) unless SUPABASE_URL and
SUPABASE_SERVICE_ROLE_KEY are set.`;

function target(): { url: string; serviceRoleKey: string; label: string } {
  const url = process.env.SUPABASE_URL;
  const serviceRoleKey = process.env.SUPABASE_SERVICE_ROLE_KEY;
  if (url !== undefined && url !== "" && serviceRoleKey !== undefined && serviceRoleKey !== "") {
    return { url, serviceRoleKey, label: url };
  }
  const port = process.env.LOCAL_BACKEND_PORT;
  const localUrl = port === undefined ? LOCAL_BACKEND_URL : `http://${LOCAL_BACKEND_HOST}:${port}`;
  return {
    url: localUrl,
    serviceRoleKey: LOCAL_SERVICE_ROLE_KEY,
    label: `the local backend at ${localUrl}`,
  };
}

/** Reads a line from the terminal without echoing it. */
function promptHidden(question: string): Promise<string> {
  const terminal = createInterface({
    input: process.stdin,
    output: process.stdout,
    terminal: true,
  });
  const output = terminal as unknown as { _writeToOutput: (text: string) => void };
  process.stdout.write(question);
  output._writeToOutput = () => undefined;
  return new Promise((resolve) => {
    terminal.question("", (answer) => {
      terminal.close();
      process.stdout.write("\n");
      resolve(answer);
    });
  });
}

function isRole(value: string | undefined): value is StaffRole {
  return STAFF_ROLES.some((role) => role === value);
}

async function main(): Promise<number> {
  const [command, ...rest] = process.argv.slice(2);
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: { role: { type: "string" }, password: { type: "string" } },
  });
  const email = positionals[0];
  if (
    email === undefined ||
    positionals.length !== 1 ||
    (command !== "add" && command !== "remove")
  ) {
    console.error(USAGE);
    return 2;
  }
  const { url, serviceRoleKey, label } = target();
  const admin = createClient(url, serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });

  if (command === "remove") {
    const removed = await removeStaffMember(admin, email);
    console.info(
      removed ? `Removed ${email} from staff on ${label}.` : `${email} is not staff on ${label}.`,
    );
    return 0;
  }
  if (!isRole(values.role)) {
    console.error(`--role must be one of: ${STAFF_ROLES.join(", ")}\n\n${USAGE}`);
    return 2;
  }
  const password = values.password ?? (await promptHidden(`Password for ${email}: `));
  await addStaffMember(admin, { email, password, role: values.role });
  console.info(
    `Added ${email} as ${values.role} on ${label}. They sign in with this password and enrol an authenticator app.`,
  );
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
