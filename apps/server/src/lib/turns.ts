/**
 * Turns for work: at most `limit` holders at once, the others served in the order they asked.
 * `take` runs its callback at once when a turn is free, otherwise when one is given back.
 */
export class Turns {
  #held = 0;
  // As long as the open connections at most: shifting it costs nothing worth a ring buffer.
  readonly #waiting: Array<() => void> = [];

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
    const start = this.#waiting.shift();
    if (start === undefined) {
      this.#held--;
      return;
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
    return this.#waiting.length;
  }
}
