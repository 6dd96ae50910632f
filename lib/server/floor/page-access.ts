import { redirect } from "next/navigation";
import { pageStaff } from "@/lib/server/auth/page-auth";
import type { StaffRole } from "@/lib/server/auth/permissions";
import type { StaffPrincipal } from "@/lib/server/auth/sessions";

/**
 * For the floor's and admin's pages (server components): the signed-in staff member when their
 * role is one of `roles`; "forbidden" for another role; without a session, a redirect to sign-in
 * that comes back to `path`.
 */
export async function pageStaffFor(path: string, roles: readonly StaffRole[]): Promise<StaffPrincipal | "forbidden"> {
  const staff = await pageStaff();
  if (!staff) redirect(`/signin?next=${encodeURIComponent(path)}`);
  return roles.includes(staff.role) ? staff : "forbidden";
}
