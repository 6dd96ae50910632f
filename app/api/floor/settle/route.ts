// The settlement calculator: POST one round as JSON (the same input as `npm run settle`), get the
// ledger in settlement order, or a refusal naming the field.
import { json, problem, readJson } from "@/lib/server/auth/http";
import { staffRoute } from "@/lib/server/floor/route-kit";
import { settleRound } from "@/lib/server/floor/calculators";

export function POST(request: Request): Promise<Response> {
  return staffRoute("settle", request, "POST", "/api/floor/settle", async () => {
    const raw = await readJson(request, 65_536);
    if (raw === null) return problem(400, "BAD_INPUT", "input: send the round as one JSON object (at most 64 KB).");
    const answer = settleRound(raw);
    return answer.ok ? json(200, answer) : json(400, answer);
  });
}
