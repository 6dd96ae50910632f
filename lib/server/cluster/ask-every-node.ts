import type { Namespace } from "socket.io";

/**
 * Every other node's answer to `event` (the socket.io adapter's server-side emit with an
 * acknowledgement); a node that does not answer in the adapter's time limit is left out.
 */
export function askEveryNode<T>(ns: Namespace, event: string, ...args: unknown[]): Promise<T[]> {
  return new Promise((resolve) => {
    const emit = ns.serverSideEmit.bind(ns) as (ev: string, ...rest: unknown[]) => boolean;
    emit(event, ...args, (_err: unknown, responses: T[] | undefined) => resolve(responses ?? []));
  });
}
