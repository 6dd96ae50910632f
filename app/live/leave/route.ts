// A player takes themselves off a list from their phone (the confirmation's form on /live).
import { postLeave } from "@/lib/server/live/live-routes";

export const dynamic = "force-dynamic";

export function POST(request: Request): Promise<Response> {
  return postLeave(request);
}
