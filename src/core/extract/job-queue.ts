// The parse pool's queue: the files no worker holds, by language.
import { compareStrings } from '../util/order';
import type { ParseJob } from './protocol';

/**
 * The jobs no worker holds, by language. A worker is given files of one language at a time, and
 * keeps to its language while it has files left: a tags query compiles in every thread that uses
 * it (up to 3 s for the biggest grammars), so each language should reach as few threads as it can.
 */
export class JobQueue {
  /** Each language's queued jobs, the next one last. */
  private readonly byLanguage = new Map<string, ParseJob[]>();
  private count = 0;

  constructor(jobs: readonly ParseJob[]) {
    const sorted = [...jobs].sort((a, b) => compareStrings(a.language, b.language) || b.id - a.id);
    for (const job of sorted) this.list(job.language).push(job);
    this.count = sorted.length;
  }

  get size(): number {
    return this.count;
  }

  /**
   * Up to `n` jobs of one language for a worker: of `current` (what it parsed last) while any are
   * left, else of the language with the most files left that no other worker is on (`others`),
   * else of the one with the most files left.
   */
  take(n: number, current: string | undefined, others: ReadonlySet<string>): ParseJob[] {
    let language = current !== undefined && this.byLanguage.get(current)?.length ? current : undefined;
    if (language === undefined) {
      let best: [string, number] | undefined;
      let bestFree: [string, number] | undefined;
      for (const [name, list] of this.byLanguage) {
        if (!list.length) continue;
        if (!best || list.length > best[1]) best = [name, list.length];
        if (!others.has(name) && (!bestFree || list.length > bestFree[1])) bestFree = [name, list.length];
      }
      language = (bestFree ?? best)?.[0];
    }
    if (language === undefined) return [];
    const list = this.byLanguage.get(language)!;
    const taken = list.splice(Math.max(0, list.length - n)).reverse();
    this.count -= taken.length;
    return taken;
  }

  /** Jobs back at the front of their languages, in the order given (a dead worker's, as they were). */
  putBack(jobs: readonly ParseJob[]): void {
    for (let i = jobs.length - 1; i >= 0; i--) this.list(jobs[i].language).push(jobs[i]);
    this.count += jobs.length;
  }

  /** The queued job with this id, taken out; undefined when it is not queued. */
  remove(id: number): ParseJob | undefined {
    for (const list of this.byLanguage.values()) {
      const at = list.findIndex((job) => job.id === id);
      if (at >= 0) {
        this.count--;
        return list.splice(at, 1)[0];
      }
    }
    return undefined;
  }

  /** Every queued job of a language, taken out. */
  removeLanguage(language: string): ParseJob[] {
    const list = this.byLanguage.get(language) ?? [];
    this.byLanguage.delete(language);
    this.count -= list.length;
    return list.reverse();
  }

  /** Every queued job, taken out: language by language, each in its order. */
  drain(): ParseJob[] {
    return [...this.byLanguage.keys()].sort(compareStrings).flatMap((language) => this.removeLanguage(language));
  }

  private list(language: string): ParseJob[] {
    let list = this.byLanguage.get(language);
    if (!list) this.byLanguage.set(language, (list = []));
    return list;
  }
}
