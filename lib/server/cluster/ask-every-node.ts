import type { Namespace } from "socket.io";

/** The other nodes' answers, and whether every one of them answered. */
export interface NodeAnswers<T> {
  readonly answers: T[];
  /** False when a node did not answer in the adapter's time limit (its answer is not among them). */
  readonly everyNode: boolean;
}

/**
 * Every other node's answer to `event` (the socket.io adapter's server-side emit with an
 * acknowledgement); a node that does not answer in the adapter's time limit is left out.
 */
export function askEveryNode<T>(ns: Namespace, event: string, ...args: unknown[]): Promise<NodeAnswers<T>> {
  return new Promise((resolve) => {
    const emit = ns.serverSideEmit.bind(ns) as (ev: string, ...rest: unknown[]) => boolean;
    emit(event, ...args, (err: unknown, responses: T[] | undefined) => resolve({ answers: responses ?? [], everyNode: !err }));
  });
}
