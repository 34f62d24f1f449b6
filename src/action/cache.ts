import { createHash, randomBytes } from 'node:crypto';
import { copyFileSync, linkSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import * as cache from '@actions/cache';
import * as core from '@actions/core';
import { TAG_FORMAT, TagCache, isDerivedData } from '../core/cache/tag-cache';
import type { CacheFigures } from '../core/render/figures';
import type { Target } from './event';

// The tag cache between runs, in the Actions cache service.
//
// GitHub scopes a cache to the ref of the run that saved it: a pull request's caches are read by that
// pull request's runs only, the default branch's by every run. The tag cache's packs are
// content-addressed (files of entries keyed by blob SHA and language version, named by the SHA-1 of
// their bytes), so any cache of the same configuration serves any commit. So:
// - a run on the default branch restores the default branch's newest cache and, when it parsed new
//   content, saves what it used as the new newest;
// - any other run (a pull request, another branch) restores its own newest cache and the default
//   branch's newest, and, when it parsed new content, saves what it used beyond the default
//   branch's cache: a layer of a pack or a few, not a second copy of the repository. (With no cache on
//   the default branch, that layer is everything, and the second push of a pull request is warm
//   all the same.)
// Keys are `repomap-tags-v<format>-<os>-<configuration>-<scope>-<run>-<attempt>-<random>`: unique per
// save (keys cannot be overwritten), restored by the prefix that ends at the scope (the newest
// first). Old caches of a scope are never restored again, so the service's least-recently-used
// eviction takes them first.
// @actions/cache never throws for a service that fails or cannot be reached: it logs a warning (an
// error for a 5xx) and restores nothing, or saves nothing and returns -1.

export interface CachePlan {
  /** The default branch's caches of this configuration. */
  defaultPrefix: string;
  /** This run's own caches: the default branch's, this pull request's or this branch's. */
  own: string;
  /** Own caches hold what the default branch's lack, and are read on top of it. */
  layered: boolean;
  /** Why this run saves nothing, if it does not. */
  noSave?: string;
  /** The key a save uses. */
  key: string;
  /** The engine's cache directory, and the directory a layer is restored to and saved from. */
  dir: string;
  layerDir: string;
}

export interface CacheContext {
  eventName: string;
  ref: string;
  defaultBranch?: string;
  runId: number;
  runAttempt: number;
}

/**
 * Where this run's caches are. `configuration` is what changes which files are mapped (path,
 * include, exclude): runs of different configurations keep apart, since each saves what it used.
 */
export function cachePlan(target: Target, context: CacheContext, configuration: string, temp: string): CachePlan {
  const hash = createHash('sha256').update(configuration).digest('hex').slice(0, 8);
  const prefix = `repomap-tags-v${TAG_FORMAT}-${process.platform}-${hash}-`;
  const onDefault = !!context.defaultBranch && context.ref === `refs/heads/${context.defaultBranch}`;
  const scope = target.kind === 'pull_request' ? `pr-${target.number}-` : onDefault ? 'default-' : 'ref-';
  const own = prefix + scope;
  // pull_request_target runs in the base branch's cache scope: what the pull request made must not land there.
  const noSave = context.eventName === 'pull_request_target' ? 'a pull_request_target run saves no cache' : undefined;
  return {
    defaultPrefix: `${prefix}default-`,
    own,
    layered: scope !== 'default-',
    ...(noSave ? { noSave } : {}),
    key: `${own}${context.runId || 0}-${context.runAttempt || 1}-${randomBytes(3).toString('hex')}`,
    dir: join(temp, 'repomap-cache'),
    layerDir: join(temp, 'repomap-cache-layer'),
  };
}

function available(): boolean {
  if (cache.isFeatureAvailable()) return true;
  core.info('repomap: the cache service is not available here; parsing without a saved cache');
  return false;
}

/**
 * Every pack file under `dir`, as paths relative to it with forward slashes. The checkouts' lists
 * of packs (`checkouts-v*`, see TagCache), the encoder's table (`ranks-*`) and an older version's
 * memo of token counts (`pieces-*`) are not packs: they hold what runs derive from the packs. They
 * stay in the directory (for a later step's MCP server, and in the default branch's saved cache),
 * but never make a run save, nor count in what it saves.
 */
function listFiles(dir: string): Set<string> {
  const files = new Set<string>();
  const walk = (relative: string) => {
    let entries;
    try {
      entries = readdirSync(join(dir, relative), { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const path = relative ? `${relative}/${entry.name}` : entry.name;
      if (!relative && isDerivedData(entry.name)) continue;
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile()) files.add(path);
    }
  };
  walk('');
  return files;
}

/** Move the files of `from` into `to` (a file `to` has already is the same content), then remove `from`. */
function mergeInto(from: string, to: string): void {
  for (const file of listFiles(from)) {
    const target = join(to, file);
    if (statSync(target, { throwIfNoEntry: false })) continue;
    mkdirSync(dirname(target), { recursive: true });
    renameSync(join(from, file), target);
  }
  rmSync(from, { recursive: true, force: true });
}

export interface RestoredCache {
  /** The keys restored: this run's own newest cache, then the default branch's newest. */
  keys: string[];
  /** The packs that came from the default branch's cache (a layer leaves them out). */
  base: Set<string>;
  /** The packs in the directory when the engine started. */
  before: Set<string>;
}

/**
 * Restore this run's newest cache and, for a layered run, the default branch's newest under it;
 * the checkout at `root` then reads every pack restored (the runs that wrote them may have had
 * their checkout at another path).
 */
export async function restoreTagCache(plan: CachePlan, root: string): Promise<RestoredCache> {
  rmSync(plan.layerDir, { recursive: true, force: true });
  const keys: string[] = [];
  let base = new Set<string>();
  if (available()) {
    if (plan.layered) {
      const own = await cache.restoreCache([plan.layerDir], plan.own, [plan.own]);
      const present = listFiles(plan.dir);
      const shared = await cache.restoreCache([plan.dir], plan.defaultPrefix, [plan.defaultPrefix]);
      if (shared) base = new Set([...listFiles(plan.dir)].filter((file) => !present.has(file)));
      mergeInto(plan.layerDir, plan.dir);
      for (const key of [own, shared]) if (key) keys.push(key);
    } else {
      const own = await cache.restoreCache([plan.dir], plan.own, [plan.own]);
      if (own) keys.push(own);
    }
    core.info(
      keys.length
        ? `repomap: restored the tag cache ${keys.join(' and ')}`
        : `repomap: no tag cache to restore (${plan.own}*${plan.layered ? `, ${plan.defaultPrefix}*` : ''}): every file is parsed`,
    );
  }
  new TagCache(plan.dir).adoptPacks(root);
  return { keys, base, before: listFiles(plan.dir) };
}

function linkOrCopy(from: string, to: string): void {
  mkdirSync(dirname(to), { recursive: true });
  try {
    linkSync(from, to);
  } catch {
    copyFileSync(from, to);
  }
}

/**
 * Save the packs this run used, when it parsed new content (an unchanged re-run saves nothing):
 * all of them from the default branch, the ones its cache lacks from any other run. `used` gives
 * the packs the engine read or wrote, relative to the cache directory, with their entries' counts.
 */
export async function saveTagCache(
  plan: CachePlan,
  restored: RestoredCache,
  used: ReadonlyMap<string, number>,
): Promise<CacheFigures['saved']> {
  if (plan.noSave) return { nothing: plan.noSave };
  const after = listFiles(plan.dir);
  const fresh = [...after].filter((file) => !restored.before.has(file)).length;
  if (!fresh) return { nothing: 'no new content was parsed' };
  if (!cache.isFeatureAvailable()) return { nothing: 'the cache service is not available' };
  const keep = [...used.keys()].filter((file) => after.has(file) && !restored.base.has(file)).sort();
  if (!keep.length) return { nothing: "the default branch's cache has everything this run used" };
  let path = plan.dir;
  if (plan.layered) {
    path = plan.layerDir;
    rmSync(path, { recursive: true, force: true });
    for (const file of keep) linkOrCopy(join(plan.dir, file), join(path, file));
  } else {
    // What this run did not use (content no longer in the tree, an older version of a query) goes.
    const kept = new Set(keep);
    for (const file of after) if (!kept.has(file)) rmSync(join(plan.dir, file), { force: true });
  }
  let bytes = 0;
  for (const file of keep) bytes += statSync(join(path, file)).size;
  const id = await cache.saveCache([path], plan.key);
  if (id === -1)
    throw new Error(
      `the cache service did not save ${plan.key} (its message is above); the next runs parse without it`,
    );
  return { key: plan.key, entries: keep.reduce((sum, file) => sum + used.get(file)!, 0), bytes };
}
