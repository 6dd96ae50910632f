/** The browser side of the auth API: JSON in, `{ ok, code, message }` out, never a thrown error. */
export type ApiAnswer<T> = ({ ok: true } & T) | { ok: false; code: string; message: string; retryAfterSeconds?: number };

export async function callApi<T>(method: "GET" | "POST" | "PATCH" | "DELETE", url: string, body?: unknown): Promise<ApiAnswer<T>> {
  try {
    const response = await fetch(url, {
      method,
      credentials: "same-origin",
      headers: body === undefined ? undefined : { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const data = (await response.json().catch(() => null)) as ApiAnswer<T> | null;
    if (!data) return { ok: false, code: "BAD_ANSWER", message: `The server answered ${response.status}. Try again.` };
    const retry = Number(response.headers.get("retry-after"));
    return !data.ok && Number.isFinite(retry) && retry > 0 ? { ...data, retryAfterSeconds: retry } : data;
  } catch {
    return { ok: false, code: "OFFLINE", message: "The server cannot be reached. Check the network and try again." };
  }
}

export const inputClass = "mt-1 block w-full rounded border border-slate-600 bg-slate-950 px-3 py-2 text-slate-100";
export const buttonClass = "rounded bg-amber-400 px-4 py-2 font-semibold text-slate-950 disabled:opacity-60";
export const secondaryButtonClass = "rounded border border-slate-500 px-3 py-2 font-medium text-slate-100 disabled:opacity-60";
