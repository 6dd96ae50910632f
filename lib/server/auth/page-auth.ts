import { headers } from "next/headers";
import { getRuntime } from "@/lib/server/runtime";
import { resolveDisplay, type DisplayPrincipal } from "./displays";
import { DISPLAY_COOKIE, SESSION_COOKIE, clientAddress, readCredentialCookie } from "./http";
import { demoAccountsShownTo } from "./demo-staff";
import { resolveSession, type StaffPrincipal } from "./sessions";

/** For server components: who is looking at this page. */
export async function pageStaff(): Promise<StaffPrincipal | null> {
  const h = await headers();
  return resolveSession(getRuntime().db, readCredentialCookie(h, SESSION_COOKIE), new Date());
}

export async function pageDisplay(): Promise<DisplayPrincipal | null> {
  const h = await headers();
  return resolveDisplay(getRuntime().db, readCredentialCookie(h, DISPLAY_COOKIE), new Date());
}

/** The demo accounts the start page lists to this browser: only to the machine itself (demo-staff.ts). */
export async function pageDemoAccounts(): Promise<ReturnType<typeof getRuntime>["demoAccounts"]> {
  return demoAccountsShownTo(clientAddress(await headers()), getRuntime().demoAccounts);
}
