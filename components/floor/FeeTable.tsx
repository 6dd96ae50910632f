"use client";
/** The fee drop by table, by game and for the room, with the play beside it (hands, hands per hour, kill pots, time collected). */
import { money } from "@/lib/client/floor-api";
import type { DropLine, FeeDropReport, PlayFigures } from "@/lib/contract/reports";
import { FiguresTable, type FiguresColumn } from "./FiguresTable";
import { tdClass } from "./ui";

/** Hands, hands per hour, kill pots and time collected beside the drop (poker's time and kills; hands at every table). */
function Play({ play }: { play: PlayFigures }) {
  return (
    <>
      <td className={`${tdClass} text-right`}>{play.hands}</td>
      <td className={`${tdClass} text-right`}>{play.handsPerHour ?? "—"}</td>
      <td className={`${tdClass} text-right`}>{play.killPots || "—"}</td>
      <td className={`${tdClass} text-right`}>{play.timeCollectedCents ? money(play.timeCollectedCents) : "—"}</td>
    </>
  );
}

function Figures({ line }: { line: DropLine }) {
  return (
    <>
      <td className={`${tdClass} text-right`}>{money(line.byPayer.seat.netCents)}</td>
      <td className={`${tdClass} text-right`}>{money(line.byPayer["player-dealer"].netCents)}</td>
      <td className={`${tdClass} text-right`}>
        {line.total.fees}
        {line.total.reversals ? ` (${line.total.reversals} reversed, ${money(line.total.reversedCents)})` : ""}
      </td>
      <td className={`${tdClass} text-right font-semibold`}>{money(line.total.netCents)}</td>
    </>
  );
}

const FEE_COLUMNS: readonly FiguresColumn[] = [
  { label: "Table" },
  { label: "Game" },
  { label: "From players", right: true },
  { label: "From player-dealers", right: true },
  { label: "Fees taken", right: true },
  { label: "Net drop", right: true },
  { label: "Hands", right: true },
  { label: "Hands per hour", right: true },
  { label: "Kill pots", right: true },
  { label: "Time collected", right: true },
];

export function FeeTable({ report, gameNames }: { report: FeeDropReport; gameNames: Record<string, string> }) {
  return (
    <FiguresTable testId="fee-report" caption="Fee drop by table" columns={FEE_COLUMNS}>
      <tbody>
        {report.tables.map((t) => (
          <tr key={t.tableId} className="border-b border-slate-800" data-testid={`fee-row-${t.tableId}`}>
            <td className={tdClass}>{t.tableName}</td>
            <td className={tdClass}>{gameNames[t.gameId] ?? t.gameId}</td>
            <Figures line={t} />
            <Play play={t.play} />
          </tr>
        ))}
      </tbody>
      <tbody className="border-t-2 border-slate-500">
        {report.games.map((g) => (
          <tr key={g.gameId} className="border-b border-slate-800">
            <th scope="row" className={`${tdClass} text-left font-normal`} colSpan={2}>
              {gameNames[g.gameId] ?? g.gameId} ({g.tables} table{g.tables === 1 ? "" : "s"})
            </th>
            <Figures line={g} />
            <Play play={g.play} />
          </tr>
        ))}
        <tr>
          <th scope="row" className={`${tdClass} text-left`} colSpan={2}>
            Room total
          </th>
          <Figures line={report.total} />
          <Play play={report.totalPlay} />
        </tr>
      </tbody>
    </FiguresTable>
  );
}
