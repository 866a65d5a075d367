/**
 * One value loaded on demand and kept for `ttlMs`: concurrent readers share one load, and invalidate()
 * drops the value and any load still under way (its result is then handed to its readers but not kept),
 * so a write this process saw is never hidden by data read before it. The time limit bounds how long a
 * write made through another gateway instance stays unseen.
 */
export class SearchCache<T> {
  private value: { data: T; at: number } | null = null;
  private loading: Promise<T> | null = null;
  private generation = 0;

  constructor(
    private readonly load: () => Promise<T>,
    private readonly ttlMs: number,
    private readonly clock: () => number = Date.now,
  ) {}

  /** The kept value while fresh, else the result of one (shared) load. A failed load is not kept. */
  get(): Promise<T> {
    if (this.value && this.clock() - this.value.at < this.ttlMs) return Promise.resolve(this.value.data);
    if (this.loading) return this.loading;
    const generation = this.generation;
    const startedAt = this.clock();
    const loading = this.load().then((data) => {
      if (generation === this.generation) this.value = { data, at: startedAt };
      return data;
    });
    this.loading = loading;
    const clear = () => {
      if (this.loading === loading) this.loading = null;
    };
    loading.then(clear, clear);
    return loading;
  }

  invalidate(): void {
    this.generation++;
    this.value = null;
    this.loading = null;
  }
}
