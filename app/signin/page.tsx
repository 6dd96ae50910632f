import type { Metadata } from "next";
import Link from "next/link";
import { FirstAdminForm } from "@/components/auth/FirstAdminForm";
import { SignInForm } from "@/components/auth/SignInForm";
import { SignOutButton } from "@/components/auth/SignOutButton";
import { pageStaff } from "@/lib/server/auth/page-auth";
import { homeOf, safeNext } from "@/lib/server/auth/sign-in";
import { adminExists } from "@/lib/server/auth/staff";
import { getRuntime } from "@/lib/server/runtime";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Sign in · Card Room Table Operations" };

const ROLE_NAMES = { dealer: "Dealer", supervisor: "Floor supervisor", admin: "Admin" } as const;

export default async function SignInPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  const next = safeNext(typeof params.next === "string" ? params.next : null);
  const staff = await pageStaff();

  if (staff) {
    const home = homeOf(staff);
    return (
      <main className="mx-auto max-w-xl p-8">
        <h1 className="text-3xl font-bold">Signed in</h1>
        <p className="mt-4" data-testid="signed-in-as">
          {staff.displayName} ({staff.username}) · {ROLE_NAMES[staff.role]}
        </p>
        {staff.role === "dealer" && (
          <p className="mt-2 text-slate-300">
            {staff.tables !== "*" && staff.tables.length > 0 ? `Your table for this shift: ${staff.tables.join(", ")}.` : "You are not assigned to a table right now: ask the floor."}
          </p>
        )}
        <div className="mt-6 flex flex-wrap gap-3">
          {home !== "/signin" && (
            <Link className="rounded bg-amber-400 px-4 py-2 font-semibold text-slate-950" href={home}>
              {staff.role === "dealer" ? "Open my table" : "Floor dashboard"}
            </Link>
          )}
          {staff.role !== "dealer" && (
            <Link className="rounded border border-slate-500 px-3 py-2 font-medium" href="/pair/manage">
              Wall displays
            </Link>
          )}
          <SignOutButton />
        </div>
      </main>
    );
  }

  const firstRun = !(await adminExists(getRuntime().db));
  return (
    <main className="mx-auto max-w-xl p-8">
      {firstRun ? (
        <>
          <h1 className="text-3xl font-bold">Create the first admin</h1>
          <p className="mt-2 text-slate-300">
            This server has no admin yet. The admin adds the room&apos;s supervisors and dealers. You can also run{" "}
            <code className="font-mono text-sm">node --import tsx scripts/create-admin.ts</code> on the server.
          </p>
          <FirstAdminForm />
        </>
      ) : (
        <>
          <h1 className="text-3xl font-bold">Staff sign-in</h1>
          <p className="mt-2 text-slate-300">Dealers, floor supervisors and admins. A wall display is paired at /pair instead.</p>
          <SignInForm next={next} />
        </>
      )}
    </main>
  );
}
