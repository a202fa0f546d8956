import type { SupabaseClient } from "@supabase/supabase-js";

export const STAFF_ROLES = ["agent", "admin"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export interface NewStaffMember {
  email: string;
  password: string;
  role: StaffRole;
}

/**
 * Creates (or reuses) the auth user through the Auth admin API, then lists it in public.staff. For an existing
 * user the password is replaced. `admin` must be a client made with the service-role key.
 * Returns the member's user id.
 */
export async function addStaffMember(
  admin: SupabaseClient,
  member: NewStaffMember,
): Promise<string> {
  const created = await admin.auth.admin.createUser({
    email: member.email,
    password: member.password,
    email_confirm: true,
  });
  const existed = created.error?.code === "email_exists";
  if (created.error !== null && !existed) {
    throw new Error(`Could not create the user: ${created.error.message}`);
  }
  const { data: userId, error } = await admin.rpc("add_staff_member", {
    p_email: member.email,
    p_role: member.role,
  });
  if (error !== null || typeof userId !== "string") {
    throw new Error(`Could not add the staff member: ${error?.message ?? "no user id returned"}`);
  }
  if (existed) {
    const updated = await admin.auth.admin.updateUserById(userId, { password: member.password });
    if (updated.error !== null) {
      throw new Error(`Could not set the password: ${updated.error.message}`);
    }
  }
  return userId;
}

/**
 * Removes the member from public.staff and deletes their auth user, which ends their sessions. An access token
 * they still hold reads nothing from then on (policies and functions look the staff row up on every request).
 * Returns false when the address was not staff.
 */
export async function removeStaffMember(admin: SupabaseClient, email: string): Promise<boolean> {
  const { data: userId, error } = await admin.rpc("remove_staff_member", { p_email: email });
  if (error !== null) {
    throw new Error(`Could not remove the staff member: ${error.message}`);
  }
  if (typeof userId !== "string") {
    return false;
  }
  const deleted = await admin.auth.admin.deleteUser(userId);
  if (deleted.error !== null) {
    throw new Error(`Could not delete the user: ${deleted.error.message}`);
  }
  return true;
}
