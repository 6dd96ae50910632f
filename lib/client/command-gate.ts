/**
 * A device's gate for commands: a tap made while another command of this device is on its way is
 * ignored (so a double tap never applies twice), unless the caller asks to queue behind it (card
 * entry, where a fast dealer's next card must not be lost).
 */
export interface CommandGate {
  pass<T>(queue: boolean, send: () => Promise<T>, ignored: T): Promise<T>;
  readonly busy: boolean;
}

export function createCommandGate(): CommandGate {
  let inFlight = 0;
  return {
    get busy() {
      return inFlight > 0;
    },
    async pass(queue, send, ignored) {
      if (!queue && inFlight > 0) return ignored;
      inFlight += 1;
      try {
        return await send();
      } finally {
        inFlight -= 1;
      }
    },
  };
}
