/**
 * Turns for work: at most `limit` holders at once, the others served in the order they asked.
 * `take` runs its callback at once when a turn is free, otherwise when one is given back.
 */
export class Turns {
  #held = 0;
  #waiting: Array<() => void> = [];
  #next = 0;

  constructor(readonly limit: number) {}

  take(start: () => void): void {
    if (this.#held < this.limit) {
      this.#held++;
      start();
    } else {
      this.#waiting.push(start);
    }
  }

  /** Gives a turn back: the longest waiter gets it. */
  give(): void {
    const start = this.#waiting[this.#next];
    if (start === undefined) {
      this.#held--;
      return;
    }
    this.#next++;
    // The queue is read by index and compacted now and then, not shifted on every turn.
    if (this.#next > 1024 && this.#next * 2 > this.#waiting.length) {
      this.#waiting = this.#waiting.slice(this.#next);
      this.#next = 0;
    }
    // On the loop's next check phase: what the network has already brought in (an express request)
    // is read first, and the waiter does not run inside the giver's own call.
    setImmediate(start);
  }

  /** Turns held now, and requests waiting for one (the metrics' gauges, tests). */
  get held(): number {
    return this.#held;
  }

  get waiting(): number {
    return this.#waiting.length - this.#next;
  }
}
