import * as cache from '@actions/cache';
import * as core from '@actions/core';
import * as github from '@actions/github';
import { TAG_FORMAT } from '../core/cache';

// The tag cache between runs: keyed by engine version and commit, restored by prefix (the newest
// cache of any commit serves, since entries are content-addressed), saved from the default branch only
// so pull requests cannot fill or poison the cache that other branches read.
// @actions/cache never throws for a service that fails or cannot be reached: it logs a warning (an
// error for a 5xx) and restores nothing, or saves nothing and returns -1.
const PREFIX = `repomap-tags-v${TAG_FORMAT}-${process.platform}-`;
const key = () => `${PREFIX}${github.context.sha}`;

function available(): boolean {
  if (cache.isFeatureAvailable()) return true;
  core.info('repomap: the cache service is not available here; parsing without a saved cache');
  return false;
}

/** Restore the newest tag cache; returns the key restored, if any. */
export async function restoreTagCache(dir: string): Promise<string | undefined> {
  if (!available()) return undefined;
  const hit = await cache.restoreCache([dir], key(), [PREFIX]);
  core.info(hit ? `repomap: restored the tag cache ${hit}` : 'repomap: no tag cache restored');
  return hit;
}

function onDefaultBranch(): boolean {
  const repository = (github.context.payload as { repository?: { default_branch?: string } }).repository;
  return !!repository?.default_branch && github.context.ref === `refs/heads/${repository.default_branch}`;
}

/** Save the tag cache from the default branch, unless `restored` is this commit's own cache (a re-run). */
export async function saveTagCache(dir: string, restored: string | undefined): Promise<void> {
  if (!onDefaultBranch() || restored === key() || !available()) return;
  const id = await cache.saveCache([dir], key());
  if (id === -1) throw new Error(`the cache service did not save ${key()} (its message is above); the next runs parse without it`);
}
