/**
 * One writer per game: tasks with the same key run strictly one after another, in arrival
 * order; tasks with different keys run concurrently. A failing task does not block the next.
 */
export class KeyedQueue {
  private readonly tails = new Map<string, Promise<unknown>>();

  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const result = previous.then(task, task);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    this.tails.set(key, tail);
    // Forget the key once idle, so the map does not grow with every game ever touched.
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return result;
  }

  /** True while a task for `key` is queued or running. */
  busy(key: string): boolean {
    return this.tails.has(key);
  }
}
