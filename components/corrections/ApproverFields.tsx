"use client";
/** On the dealer tablet: the supervisor's username and password, their approval on the spot. */
export function ApproverFields({
  username,
  password,
  onUsername,
  onPassword,
}: {
  username: string;
  password: string;
  onUsername: (username: string) => void;
  onPassword: (password: string) => void;
}) {
  return (
    <fieldset className="grid gap-3 rounded-lg border border-amber-300 p-3 sm:grid-cols-2">
      <legend className="px-1 text-sm font-semibold text-amber-100">Supervisor&apos;s approval</legend>
      <label className="block text-sm font-medium text-slate-200">
        Supervisor&apos;s username
        <input className="mt-1 block min-h-12 w-full rounded-lg border border-slate-400 bg-slate-950 px-3 text-lg text-white" value={username} onChange={(e) => onUsername(e.target.value)} autoComplete="off" autoCapitalize="none" data-testid="approver-username" />
      </label>
      <label className="block text-sm font-medium text-slate-200">
        Password
        <input type="password" className="mt-1 block min-h-12 w-full rounded-lg border border-slate-400 bg-slate-950 px-3 text-lg text-white" value={password} onChange={(e) => onPassword(e.target.value)} autoComplete="off" data-testid="approver-password" />
      </label>
    </fieldset>
  );
}
