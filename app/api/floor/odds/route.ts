// Exact odds of a game: ?game=<id>&decks=<n> (the same enumeration as `npm run odds`).
import { json, problem } from "@/lib/server/auth/http";
import { staffRoute } from "@/lib/server/floor/route-kit";
import { oddsReport } from "@/lib/server/floor/calculators";

export function GET(request: Request): Promise<Response> {
  return staffRoute("odds", request, "GET", "/api/floor/odds", async () => {
    const params = new URL(request.url).searchParams;
    const decks = params.get("decks");
    if (decks !== null && !/^\d{1,2}$/.test(decks)) return problem(400, "BAD_REQUEST", "decks is a whole number.");
    const result = oddsReport(params.get("game") ?? "", decks === null || decks === "" ? undefined : Number(decks));
    return result.ok ? json(200, result) : problem(400, result.code, result.message);
  });
}
