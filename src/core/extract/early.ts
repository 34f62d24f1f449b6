// A parse thread for the change, started before the change is read: a checkout mapped before reads
// most of its tags from the cache's packs, so what is left to parse is the change's new contents.
// The thread loads their languages on the other core while this one reads the packs, and is ended
// when the packs already hold every new content (a re-run of the same change).
import type { FileDiff, PrestartedParser } from '../types';
import { TAG_FORMAT, type TagCache } from '../cache/tag-cache';
import { languageOf } from '../language-lookup';
import { compareStrings } from '../util/order';
import { languageVersion } from './grammars';
import { prestartParser, warmUp } from './prestart';

/** Whether the change may be worth a thread of its own: the packs (a cheap guess, made before anything is read) hold the rest. */
export function mayParseChangeApart(root: string, cache: TagCache | undefined, jobs: number | undefined): boolean {
  return !!cache?.hasPacks(root) && jobs !== 1;
}

/** The thread to start with: the caller's (unless it has exited), else a new one when `startOne`, else none. */
export function firstParser(given: PrestartedParser | undefined, startOne: boolean): PrestartedParser | undefined {
  return alive(given) ?? (startOne ? prestartParser() : undefined);
}

/**
 * The thread for the run's parse once the change is known: `started` told the change's languages
 * (or a new thread), ended when the packs of `cache` hold every new content; without a change (or
 * with no thread of its own), `started` as it is: it becomes the parse pool's first.
 */
export function parserForChange(
  diff: FileDiff[] | undefined,
  started: PrestartedParser | undefined,
  apart: { cache: TagCache; opening?: Promise<void> } | undefined,
): Promise<PrestartedParser | undefined> {
  if (diff && apart) return prestartFor(diff, apart.cache, apart.opening, started);
  return Promise.resolve(started);
}

export async function prestartFor(
  diff: FileDiff[],
  cache: TagCache,
  opening?: Promise<void>,
  started?: PrestartedParser,
): Promise<PrestartedParser | undefined> {
  const prestarted = threadForDiff(diff, started);
  if (!prestarted) return undefined;
  await opening?.catch(() => {});
  if (languagesToParse(diff, cache).length) return prestarted;
  void prestarted.worker.terminate();
  return undefined;
}

/**
 * A parse thread that starts loading the languages of the source files a diff adds or changes
 * (none when it changes none), for a caller that has other work before buildIndex: pass it as
 * `parser` with the same diff. `started` (a thread an entry point started) if given, else a new
 * one; with no languages to load, `started` is ended.
 */
export function parserForDiff(diff: FileDiff[], started?: PrestartedParser): PrestartedParser | undefined {
  return threadForDiff(diff, alive(started));
}

/** The thread, unless it has exited. */
function alive(parser: PrestartedParser | undefined): PrestartedParser | undefined {
  return parser && !parser.exited ? parser : undefined;
}

function threadForDiff(diff: FileDiff[], started: PrestartedParser | undefined): PrestartedParser | undefined {
  const languages = languagesToParse(diff);
  if (!languages.length) {
    if (started) void started.worker.terminate();
    return undefined;
  }
  const thread = started ?? prestartParser();
  if (thread) warmUp(thread, languages);
  return thread;
}

/** The languages of the source files a diff adds or changes, but those whose new contents the packs of `cache` hold. */
function languagesToParse(diff: FileDiff[], cache?: TagCache): string[] {
  const languages = new Set<string>();
  for (const change of diff) {
    const language = change.status === 'deleted' || change.binary ? undefined : languageOf(change.path);
    if (!language || language.outline) continue;
    // A diff with full blob names (--full-index, as diffOfCommits asks) says which contents the packs hold.
    if (cache && change.newSha?.length === 40 && cache.has(languageVersion(language.id, TAG_FORMAT), change.newSha))
      continue;
    languages.add(language.id);
  }
  return [...languages].sort(compareStrings);
}

/** A thread nobody took ends (it would keep loading grammars for nothing). */
export function endUntaken(parser: PrestartedParser | undefined): void {
  if (parser && !parser.taken) void parser.worker.terminate();
}
