import type { Metadata } from "next";
import { GameBoard } from "@/components/waitlist/GameBoard";
import "./board.css";

export const metadata: Metadata = { title: "Game board · Waiting lists" };

/**
 * The players' game board on the wall (1920 x 1080, scaled to any screen): a display paired with the
 * game board at /pair, or a signed-in staff member's preview. Everything on it comes live over the
 * lists' socket as the board's view: initials only.
 */
export default function BoardPage() {
  return <GameBoard />;
}
