"use client";
/** Adding a player to a waiting list: a name or initials, and a phone for a text if the player gives one. */
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/Button";
import type { FloorListView } from "@/lib/domain/waitlist";
import { inputClass, labelClass } from "./ui";
import type { Act } from "./use-act";

/** `onAdded`: told the name of a player once added (the list shows their code where the room has /live). */
export function AddPlayerForm({ list, act, onAdded }: { list: FloorListView; act: Act; onAdded?: (name: string) => void }) {
  const [name, setName] = useState("");
  const [phone, setPhone] = useState("");

  async function add(event: FormEvent) {
    event.preventDefault();
    const added = name.trim();
    const ok = await act.run(`add:${list.id}`, { type: "add-player", listId: list.id, name, phone: phone.trim() ? phone : null }, `${added} is on ${list.label}.`);
    if (ok) {
      setName("");
      setPhone("");
      onAdded?.(added);
    }
  }

  return (
    <form onSubmit={add} className="mt-4 flex flex-wrap items-end gap-2" aria-label={`Add a player to ${list.label}`}>
      <label className={`${labelClass} min-w-48 flex-1`}>
        Name or initials
        <input className={inputClass} name="name" value={name} required maxLength={40} autoComplete="off" onChange={(e) => setName(e.target.value)} />
      </label>
      <label className={`${labelClass} w-48`}>
        Phone for a text (optional)
        <input className={inputClass} name="phone" type="tel" value={phone} maxLength={24} autoComplete="off" onChange={(e) => setPhone(e.target.value)} />
      </label>
      <Button type="submit" tone="primary" busy={act.busy === `add:${list.id}`}>
        Add to list
      </Button>
    </form>
  );
}
