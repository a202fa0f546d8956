/** Failed attempts per key in a sliding window, kept in memory: a restart forgets them, like a window ending. */
export class AttemptLimiter {
  readonly #attempts = new Map<string, number[]>();
  readonly #max: number;
  readonly #windowMs: number;

  constructor(max: number, windowMs: number) {
    this.#max = max;
    this.#windowMs = windowMs;
  }

  isLimited(key: string, now: number): boolean {
    return this.#recent(key, now).length >= this.#max;
  }

  record(key: string, now: number): void {
    this.#recent(key, now).push(now);
  }

  clear(key: string): void {
    this.#attempts.delete(key);
  }

  #recent(key: string, now: number): number[] {
    const recent = (this.#attempts.get(key) ?? []).filter((at) => now - at < this.#windowMs);
    this.#attempts.set(key, recent);
    return recent;
  }
}
