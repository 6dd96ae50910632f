import type { Metadata } from "next";
import { WallDisplay } from "@/components/display/WallDisplay";
import { wallLanguage } from "@/components/display/format";
import { loadFloorSettings } from "@/lib/server/floor/settings";
import { getRuntime } from "@/lib/server/runtime";
import { tableNameOf } from "@/lib/server/floor/table-name";
import "../display.css";

/**
 * The players' wall display of one table (1920 x 1080, scaled to any screen). Everything on it
 * comes live over the socket as the display view: no card still face down, no staff data.
 */
export async function generateMetadata({ params }: { params: Promise<{ table: string }> }): Promise<Metadata> {
  const { table } = await params;
  return { title: `Wall display · ${await tableNameOf(table)}` };
}

/**
 * The wall's fixed words in the room's choice (the admin's floor settings: English, or English with
 * Chinese beside them, components/display/labels.tsx); `?labels=zh` or `?labels=en` in a wall's
 * address overrides it for that screen.
 */
export default async function DisplayPage({ params, searchParams }: { params: Promise<{ table: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const [{ table }, query] = await Promise.all([params, searchParams]);
  const language = query.labels !== undefined ? wallLanguage(query.labels) : (await loadFloorSettings(getRuntime().db)).wallLabels;
  return <WallDisplay tableId={table} language={language} />;
}
