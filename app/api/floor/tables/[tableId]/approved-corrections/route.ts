// The dealer tablet asks for a correction a supervisor approves on the spot, entering their own
// username and password on the tablet (docs/security.md, "A supervisor's approval on the tablet").
import { guarded } from "@/lib/server/auth/http";
import { runtimeDeps } from "@/lib/server/auth/request-auth";
import { getRuntime } from "@/lib/server/runtime";
import { approvedCorrection } from "@/lib/server/floor/approval";

export function POST(request: Request, context: { params: Promise<{ tableId: string }> }): Promise<Response> {
  return guarded("floor approved correction", async () => {
    const { tableId } = await context.params;
    return approvedCorrection(request, tableId, runtimeDeps(), getRuntime().tables);
  });
}
