import type { Metadata } from "next";
import { WallDisplay } from "@/components/display/WallDisplay";
import "../display.css";

/**
 * The players' wall display of one table (1920 x 1080, scaled to any screen). Everything on it
 * comes live over the socket as the display view: no card still face down, no staff data.
 */
export async function generateMetadata({ params }: { params: Promise<{ table: string }> }): Promise<Metadata> {
  const { table } = await params;
  return { title: `Wall display · ${table}` };
}

export default async function DisplayPage({ params }: { params: Promise<{ table: string }> }) {
  const { table } = await params;
  return <WallDisplay tableId={table} />;
}
