// The QR code of /live the game board shows (only while the room shows /live).
import { getLiveQr } from "@/lib/server/live/live-routes";

export const dynamic = "force-dynamic";

export function GET(request: Request): Promise<Response> {
  return getLiveQr(request);
}
