// Joining a list from a phone (the room allowing it): the form, and its answer.
import { getJoinPage, postJoin } from "@/lib/server/live/live-routes";

export const dynamic = "force-dynamic";

export function GET(request: Request): Promise<Response> {
  return getJoinPage(request);
}

export function POST(request: Request): Promise<Response> {
  return postJoin(request);
}
