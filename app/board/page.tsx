import type { Metadata } from "next";
import { GameBoard } from "@/components/waitlist/GameBoard";
import { loadFloorSettings } from "@/lib/server/floor/settings";
import { getRuntime } from "@/lib/server/runtime";
import "./board.css";

export const metadata: Metadata = { title: "Game board · Waiting lists" };

/**
 * The players' game board on the wall (1920 x 1080, scaled to any screen): a display paired with the
 * game board at /pair, or a signed-in staff member's preview. Everything on it comes live over the
 * lists' socket as the board's view: initials only.
 */
export const dynamic = "force-dynamic";

export default async function BoardPage() {
  // The clock shows the room's time, not the wall machine's zone.
  const { timeZone, livePage } = await loadFloorSettings(getRuntime().db);
  return <GameBoard timeZone={timeZone} live={livePage} />;
}
