/**
 * Deletes that wait for Undo (issue 7 point 10): the item is hidden at once, the DELETE is sent only
 * when the undo window ends, and Undo simply forgets it. Leaving the page sends what is waiting
 * (`flush`), so a delete is never lost because the parent closed the tab within the window.
 */
export interface DeferredDeletes {
  /** Hides the item now and deletes it after the window unless undone. */
  schedule: (id: number, hooks?: { onSend?: () => void }) => void;
  /** Cancels a waiting delete and shows the item again; false when it was already sent. */
  undo: (id: number) => boolean;
  /** Sends every waiting delete now (page hidden or left). */
  flush: (options?: { leaving?: boolean }) => void;
  /** The ids hidden from the lists (waiting, or sent and not yet refetched). */
  hiddenIds: () => ReadonlySet<number>;
  subscribe: (listener: () => void) => () => void;
}

export function createDeferredDeletes(opts: {
  delayMs: number;
  /** Sends the DELETE; `leaving` asks for a request that outlives the page (fetch keepalive). */
  send: (id: number, leaving: boolean) => Promise<void>;
  /** After a delete succeeded: refresh the lists (the item stays hidden until this settles). */
  onDeleted: (id: number) => Promise<unknown> | void;
  onFailed: (id: number, err: unknown) => void;
}): DeferredDeletes {
  const waiting = new Map<number, { timer: ReturnType<typeof setTimeout>; onSend?: () => void }>();
  let hidden: ReadonlySet<number> = new Set();
  const listeners = new Set<() => void>();

  const setHidden = (id: number, on: boolean) => {
    const next = new Set(hidden);
    if (on) next.add(id);
    else next.delete(id);
    hidden = next;
    for (const l of listeners) l();
  };

  const send = (id: number, leaving: boolean) => {
    const entry = waiting.get(id);
    if (!entry) return;
    clearTimeout(entry.timer);
    waiting.delete(id);
    entry.onSend?.();
    opts.send(id, leaving).then(
      async () => {
        try {
          await opts.onDeleted(id);
        } catch {
          // a failed refresh is not a failed delete
        }
        setHidden(id, false);
      },
      (err: unknown) => {
        setHidden(id, false);
        opts.onFailed(id, err);
      },
    );
  };

  return {
    schedule(id, hooks) {
      if (waiting.has(id)) return;
      // Only one toast shows at a time (part 1 §9): a newer delete's toast replaces the older
      // one's Undo, so the older delete is sent now rather than left without its Undo.
      for (const other of [...waiting.keys()]) send(other, false);
      waiting.set(id, { timer: setTimeout(() => send(id, false), opts.delayMs), onSend: hooks?.onSend });
      setHidden(id, true);
    },
    undo(id) {
      const entry = waiting.get(id);
      if (!entry) return false;
      clearTimeout(entry.timer);
      waiting.delete(id);
      setHidden(id, false);
      return true;
    },
    flush({ leaving = false } = {}) {
      for (const id of [...waiting.keys()]) send(id, leaving);
    },
    hiddenIds: () => hidden,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
