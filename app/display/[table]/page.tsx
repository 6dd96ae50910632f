import type { Metadata } from "next";
import { WallDisplay } from "@/components/display/WallDisplay";
import { wallLanguage } from "@/components/display/format";
import "../display.css";

/**
 * The players' wall display of one table (1920 x 1080, scaled to any screen). Everything on it
 * comes live over the socket as the display view: no card still face down, no staff data.
 */
export async function generateMetadata({ params }: { params: Promise<{ table: string }> }): Promise<Metadata> {
  const { table } = await params;
  return { title: `Wall display · ${table}` };
}

/** `?labels=zh`: the room's wall shows its fixed words in English and Chinese (components/display/labels.tsx). */
export default async function DisplayPage({ params, searchParams }: { params: Promise<{ table: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const [{ table }, query] = await Promise.all([params, searchParams]);
  return <WallDisplay tableId={table} language={wallLanguage(query.labels)} />;
}
