import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import * as cache from '@actions/cache';
import { gitRaw } from '../core/discover/git';
import { HISTORY_LIMIT, parseHistory, readHistory, serializeHistory } from '../core/history/log';
import { writeAtomically } from '../core/util/storage';
import type { History } from '../core/types';
import type { CachePlan } from './cache';

// The history the usual companions of a change come from: the base's commits as the checkout has
// them, continued through the history an earlier run kept in the Actions cache, and, where a
// shallow checkout still stops short, fetched without file contents (commits and trees only).

/** The history's own cache entries, beside the tags': same scopes, same rules, another name. */
export interface HistoryCachePlan {
  own: string;
  defaultPrefix: string;
  key: string;
  dir: string;
  noSave?: string;
}

const HISTORY_CACHE_FORMAT = 1;
const FILE = 'history.bin';

/** The history's cache plan, from the tag cache's: its keys with `history` for `tags`, a directory of its own. */
export function historyCachePlan(plan: CachePlan): HistoryCachePlan {
  const swap = (key: string) => key.replace(/^repomap-tags-v\d+-/, `repomap-history-v${HISTORY_CACHE_FORMAT}-`);
  return {
    own: swap(plan.own),
    defaultPrefix: swap(plan.defaultPrefix),
    key: swap(plan.key),
    dir: join(dirname(plan.dir), 'repomap-history'),
    ...(plan.noSave && { noSave: plan.noSave }),
  };
}

/** What reading the history did, for the log. */
export interface HistoryRun {
  history: History;
  /** Whether commits were fetched, and the cache entry restored and saved, if any. */
  fetched: boolean;
  restored?: string;
  saved?: string;
}

/**
 * The history from `base` (a commit the checkout has): the checkout's, continued through the cached
 * one; when a shallow checkout stops before HISTORY_LIMIT commits, the base's history is fetched
 * without blobs to that depth and read again. The cache is saved when the history differs from the
 * one restored and has commits to learn from.
 */
export async function changeHistory(
  root: string,
  base: string,
  plan: HistoryCachePlan | undefined,
  log: (message: string) => void,
  warn: (doing: string, error: unknown) => void,
): Promise<HistoryRun> {
  const cached = plan && (await restoreHistory(plan).catch((error) => void warn('restoring the history', error)));
  const known = cached?.history.commits;
  let history = readHistory(root, base, { known });
  let fetched = false;
  if (history.end === 'shallow') {
    const fetch = gitRaw(root, [
      'fetch',
      '--no-tags',
      '--no-recurse-submodules',
      '--quiet',
      '--filter=blob:none',
      `--depth=${HISTORY_LIMIT + 1}`,
      'origin',
      history.base,
    ]);
    if (fetch.ok) {
      fetched = true;
      history = readHistory(root, base, { known });
    } else log(`git could not fetch the history of ${history.base.slice(0, 7)}: ${fetch.stderr.split('\n')[0]}`);
  }
  const saved =
    plan && history.counted
      ? await saveHistory(plan, history, cached?.bytes).catch((error) => void warn('saving the history', error))
      : undefined;
  return { history, fetched, ...(cached && { restored: cached.key }), ...(saved && { saved }) };
}

/** The newest cached history of this scope, else the default branch's; undefined when none is usable. */
async function restoreHistory(
  plan: HistoryCachePlan,
): Promise<{ key: string; history: History; bytes: Buffer } | undefined> {
  if (!cache.isFeatureAvailable()) return undefined;
  rmSync(plan.dir, { recursive: true, force: true });
  const key = await cache.restoreCache([plan.dir], plan.own, [plan.own, plan.defaultPrefix]);
  if (!key) return undefined;
  let bytes: Buffer;
  try {
    bytes = readFileSync(join(plan.dir, FILE));
  } catch {
    return undefined;
  }
  const history = parseHistory(bytes);
  return history && { key, history, bytes };
}

/** Save the history when it differs from the one restored; the key saved, or undefined. */
async function saveHistory(
  plan: HistoryCachePlan,
  history: History,
  before: Buffer | undefined,
): Promise<string | undefined> {
  if (plan.noSave || !cache.isFeatureAvailable()) return undefined;
  const bytes = serializeHistory(history);
  if (before?.equals(bytes)) return undefined;
  mkdirSync(plan.dir, { recursive: true });
  const error = writeAtomically(join(plan.dir, FILE), bytes);
  if (error) throw error;
  const id = await cache.saveCache([plan.dir], plan.key);
  if (id === -1) throw new Error(`the cache service did not save ${plan.key} (its message is above)`);
  return plan.key;
}
