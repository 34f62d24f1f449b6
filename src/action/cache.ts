import * as cache from '@actions/cache';
import * as core from '@actions/core';
import * as github from '@actions/github';
import { TAG_FORMAT } from '../core/cache';

// The tag cache between runs: keyed by engine version and commit, restored by prefix (the newest
// cache of any commit serves, since entries are content-addressed), saved from the default branch only
// so pull requests cannot fill or poison the cache that other branches read.
const PREFIX = `repomap-tags-v${TAG_FORMAT}-${process.platform}-`;

function available(): boolean {
  if (cache.isFeatureAvailable()) return true;
  core.info('repomap: the cache service is not available here; parsing without a saved cache');
  return false;
}

export async function restoreTagCache(dir: string): Promise<void> {
  if (!available()) return;
  const hit = await cache.restoreCache([dir], `${PREFIX}${github.context.sha}`, [PREFIX]);
  core.info(hit ? `repomap: restored the tag cache ${hit}` : 'repomap: no tag cache yet');
}

function onDefaultBranch(): boolean {
  const repository = (github.context.payload as { repository?: { default_branch?: string } }).repository;
  return !!repository?.default_branch && github.context.ref === `refs/heads/${repository.default_branch}`;
}

export async function saveTagCache(dir: string): Promise<void> {
  if (!onDefaultBranch() || !available()) return;
  try {
    await cache.saveCache([dir], `${PREFIX}${github.context.sha}`);
  } catch (error) {
    // Another job saved the same key first: that cache is as good as ours.
    if ((error as Error).name === 'ReserveCacheError') return;
    throw error;
  }
}
