// Compiling web-tree-sitter's WebAssembly on a chosen tier, module by module, where V8 allows it.
//
// V8 before 13 (Node 20 and 22) reads `--liftoff-only` as it compiles a module (a module compiled
// with it stays on Liftoff) and again whenever a hot function would be optimized (so the process
// runs without it). V8 keeps a compiled module by its bytes (its native module cache): the module
// compiled here is the one web-tree-sitter's own compile of the same bytes gets, in every thread.
// The flag is the process's: a compile holds a lock shared by the threads while it is set.
import { setFlagsFromString } from 'node:v8';

// The lib of this project's TypeScript has no WebAssembly types: the one constructor used here.
declare const WebAssembly: { Module: new (bytes: Uint8Array) => object };

/** A module's tier: V8's default (Liftoff, then its optimizing compiler for hot functions), or Liftoff only. */
export type WasmTier = 'optimizing' | 'liftoff';

/** The lock of this process's compiles on a chosen tier, shared with its parse threads (see adoptTierLock). */
let lock: Int32Array | undefined;

/**
 * Compile modules on chosen tiers in this thread from now on, under the process's lock: `shared`
 * (from the thread that started this one, or the entry point's choice), or a new lock. The parse
 * threads started from then on do the same (see sharedTierLock). Returns the lock.
 */
export function adoptTierLock(shared?: SharedArrayBuffer): SharedArrayBuffer {
  lock ??= new Int32Array(shared ?? new SharedArrayBuffer(4));
  return lock.buffer as SharedArrayBuffer;
}

/** The lock, for a thread this one starts, when this thread compiles modules on chosen tiers. */
export function sharedTierLock(): SharedArrayBuffer | undefined {
  return lock?.buffer as SharedArrayBuffer | undefined;
}

/** Whether this thread compiles modules on chosen tiers (see adoptTierLock). */
export function choosesTiers(): boolean {
  return lock !== undefined;
}

/**
 * `bytes` compiled on `tier`, to be kept until web-tree-sitter has compiled the same bytes (it then
 * gets this module from V8's cache); undefined when this thread does not choose tiers.
 */
export function compileOnTier(bytes: Uint8Array, tier: WasmTier): object | undefined {
  if (!lock) return undefined;
  while (Atomics.compareExchange(lock, 0, 0, 1) !== 0) Atomics.wait(lock, 0, 1, 50);
  try {
    if (tier === 'liftoff') setFlagsFromString('--liftoff-only');
    return new WebAssembly.Module(bytes);
  } finally {
    if (tier === 'liftoff') setFlagsFromString('--no-liftoff-only');
    Atomics.store(lock, 0, 0);
    Atomics.notify(lock, 0, 1);
  }
}
