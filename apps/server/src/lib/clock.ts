/**
 * The shop's clock: what "now" is when a discount, a sale or a promo code is judged running (DESIGN,
 * "How an order is priced"). One per app, so that tests can set it instead of sleeping.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that stands still where it is set (tests). It only moves forward, as time does. */
export class SetClock implements Clock {
  #at: number;

  constructor(at: Date | string) {
    this.#at = new Date(at).getTime();
  }

  now(): Date {
    return new Date(this.#at);
  }

  set(at: Date | string): void {
    const next = new Date(at).getTime();
    if (next < this.#at) throw new Error('The shop clock never goes back');
    this.#at = next;
  }
}
