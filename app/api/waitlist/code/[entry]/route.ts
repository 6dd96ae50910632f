// A player's code and its QR code, for the floor's screen. The handler: lib/server/live/live-routes.ts.
import { getFloorCode } from "@/lib/server/live/live-routes";

export async function GET(request: Request, context: { params: Promise<{ entry: string }> }): Promise<Response> {
  const { entry } = await context.params;
  return getFloorCode(request, entry);
}
