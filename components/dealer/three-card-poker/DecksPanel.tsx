"use client";
import { useState } from "react";
import { Button } from "@/components/ui/Button";
import { Choice, Panel } from "../ui";
import { decksText } from "./format";
import { useThreeCardPokerDealer } from "./use-dealer";

const SOURCES = [
  { id: "dealer", name: "Dealer entry", hint: "Stacks are dealt face down; you enter the player-dealer's up card, and each hand's cards as it is turned over." },
  { id: "reader", name: "Shuffler reader", hint: "The card-reading shuffler sends each stack; you can still enter cards by hand." },
  { id: "server", name: "Server deck", hint: "The server shuffles each round's deck and deals the stacks (training and demo tables)." },
] as const;

const SOURCE_WORDS: Readonly<Record<string, string>> = { dealer: "entered by the dealer", reader: "read by the shuffler", server: "shuffled and dealt by the server" };

/** Bringing in the two alternating decks: where the cards come from. */
export function DecksStartForm({ big }: { big: boolean }) {
  const { run, pending } = useThreeCardPokerDealer();
  const [source, setSource] = useState<"dealer" | "reader" | "server">("dealer");
  return (
    <form
      className="flex flex-col gap-3"
      data-testid="start-shoe"
      onSubmit={(e) => {
        e.preventDefault();
        void run({ type: "start-shoe", source });
      }}
    >
      <div role="group" aria-label="Where the cards come from" className="flex flex-wrap gap-2">
        {SOURCES.map((s) => (
          <Choice key={s.id} pressed={source === s.id} onClick={() => setSource(s.id)}>
            {s.name}
          </Choice>
        ))}
      </div>
      <p className="text-sm text-slate-200">{SOURCES.find((s) => s.id === source)?.hint}</p>
      <p className="text-sm text-slate-200">Two single decks, red and blue backs: one is dealt while the other is shuffled.</p>
      <Button type="submit" tone={big ? "primary" : "neutral"} big={big} busy={pending === "start-shoe"} disabled={pending !== null} className={big ? "w-full" : ""}>
        Bring in the decks
      </Button>
    </form>
  );
}

/** Where each deck is and where the cards come from; taking the decks off the table between rounds. */
export function DecksPanel({ showStart }: { showStart: boolean }) {
  const { view, run, pending } = useThreeCardPokerDealer();
  const [confirmEnd, setConfirmEnd] = useState(false);
  const shoe = view.shoeInfo;
  return (
    <Panel id="decks-title" testId="decks" title="The decks">
      {shoe ? (
        <div className="flex flex-col gap-3">
          <p className="text-slate-100" data-testid="decks-status">
            {decksText(view.decks)}
          </p>
          <p className="text-sm text-slate-200">
            Cards: {SOURCE_WORDS[shoe.source] ?? shoe.source}
            {view.decks?.loadDue ? <strong className="ml-2 text-amber-200">Load the other deck into the shuffler before the undealt cards go to the discard rack.</strong> : null}
          </p>
          {view.phase === "waiting" ? (
            confirmEnd ? (
              <div className="flex flex-wrap gap-2">
                <Button
                  tone="danger"
                  disabled={pending !== null}
                  onClick={async () => {
                    const answer = await run({ type: "end-shoe" });
                    if (answer.ok) setConfirmEnd(false);
                  }}
                >
                  Yes, take the decks off the table
                </Button>
                <Button onClick={() => setConfirmEnd(false)}>Keep the decks</Button>
              </div>
            ) : (
              <Button disabled={pending !== null} onClick={() => setConfirmEnd(true)} className="self-start">
                Take the decks off the table
              </Button>
            )
          ) : null}
        </div>
      ) : showStart ? (
        <DecksStartForm big={false} />
      ) : (
        <p className="text-slate-100">No decks at the table. The next step shows how to bring them in.</p>
      )}
    </Panel>
  );
}
