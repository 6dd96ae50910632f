import Link from "next/link";
import { SignOutButton } from "@/components/auth/SignOutButton";

const LINKS = [
  { href: "/floor", label: "Tables" },
  { href: "/floor/dealers", label: "Dealers" },
  { href: "/floor/waitlist", label: "Waiting lists" },
  { href: "/floor/reports", label: "Reports & shift close" },
  { href: "/floor/calculators", label: "Calculators" },
  { href: "/floor/audit", label: "Audit trail" },
] as const;

/** The floor's and admin's top bar: where you are, where else you can go, who is signed in. */
export function FloorNav({ current, staff }: { current: string; staff: { displayName: string; role: string } }) {
  const links = staff.role === "admin" ? [...LINKS, { href: "/admin", label: "Admin" }] : LINKS;
  return (
    <header className="border-b border-slate-700 bg-slate-900">
      <div className="flex w-full flex-wrap items-center gap-x-6 gap-y-2 px-6 py-3">
        <Link href="/" className="text-lg font-bold text-amber-300">
          Card Room · Floor
        </Link>
        <nav aria-label="Floor sections">
          <ul className="flex flex-wrap gap-1">
            {links.map((l) => (
              <li key={l.href}>
                <Link
                  href={l.href}
                  aria-current={current === l.href ? "page" : undefined}
                  className={`inline-flex min-h-11 items-center rounded-md px-3 font-medium ${current === l.href ? "bg-slate-700 text-white" : "text-slate-200 hover:bg-slate-800"}`}
                >
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-3 text-sm text-slate-300">
          <span>
            {staff.displayName} · {staff.role === "admin" ? "Admin" : "Floor supervisor"}
          </span>
          <SignOutButton />
        </div>
      </div>
    </header>
  );
}

/** Shown to a signed-in dealer who opens a floor page. */
export function NotForYou({ what, who = "floor supervisors and admins" }: { what: string; who?: string }) {
  return (
    <main className="mx-auto max-w-xl p-8">
      <h1 className="text-3xl font-bold">{what}</h1>
      <p className="mt-4" role="alert">
        This page is for {who}. Sign in with such an account, or go back to your own screen.
      </p>
      <p className="mt-4">
        <Link className="underline" href="/signin">
          Sign in with another account
        </Link>
      </p>
    </main>
  );
}
