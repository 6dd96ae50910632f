// A shoe and, once it has ended, the proof of its order: the order and salt that hash to the
// commitment recorded when the server shuffled it (lib/server/floor/shoe-proof.ts).
import { json, problem } from "@/lib/server/auth/http";
import { getRuntime } from "@/lib/server/runtime";
import { staffRoute } from "@/lib/server/floor/route-kit";
import { shoeRecord } from "@/lib/server/floor/shoe-proof";

export const dynamic = "force-dynamic";

export function GET(request: Request, context: { params: Promise<{ shoeId: string }> }): Promise<Response> {
  return staffRoute("shoe proof", request, "GET", "/api/floor/shoes/[shoeId]", async () => {
    const { shoeId } = await context.params;
    if (!/^[A-Za-z0-9_:.-]{1,120}$/.test(shoeId)) return problem(400, "BAD_REQUEST", "That is not a shoe id.");
    const shoe = await shoeRecord(getRuntime().db, shoeId);
    if (!shoe) return problem(404, "UNKNOWN_SHOE", `There is no shoe "${shoeId}".`);
    return json(200, { ok: true, shoe, ...(shoe.endedAt === null ? { note: "The shoe is still in play: its order is released when it ends." } : {}) });
  });
}
