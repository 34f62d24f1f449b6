/**
 * JavaScript for a thread to run (CommonJS or an ES module, with `getHeapSpaceStatistics` from
 * node:v8 in scope): an expression that keeps 100,000 objects at a time, as a run keeps what it
 * makes, until the thread's young generation has grown as far as it may, and is then its new
 * space's size in bytes.
 */
export const GROWN_NEW_SPACE = `(() => {
  let kept = [];
  for (let i = 0; i < 2e6; i++) { kept.push({ i }); if (kept.length > 1e5) kept = []; }
  return getHeapSpaceStatistics().find((space) => space.space_name === 'new_space').space_size;
})()`;
