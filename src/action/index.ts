import type * as Main from './main';
import { changeRunNeedsLiftoff, chooseWasmTiers } from '../runtime/wasm-tiers';
import { relaunchWithLiftoff } from '../runtime/liftoff';
import { prestartParser } from '../core/extract/prestart';
import { mapsRepository, repositoryRoot } from './early';

// The entry point's bundle (dist/index.js) is small, and the Action's code a bundle of its own
// (dist/action-main.js, ~7 MB), loaded once this process is known to run it: the WebAssembly tiers
// are chosen first (see chooseWasmTiers; a run that maps the repository, most often a change on a
// warm cache, may run node again for them, see changeRunNeedsLiftoff), and such a run starts its
// parse thread (see prestartParser), both before that bundle is compiled (~0.3 s). From the
// sources (tsx), the module is imported.
const maps = mapsRepository(process.env);
const relaunched = maps && changeRunNeedsLiftoff(repositoryRoot(process.env)) ? relaunchWithLiftoff() : undefined;
if (relaunched !== undefined) process.exitCode = relaunched;
else {
  const wasmTiers = chooseWasmTiers();
  const early = maps ? prestartParser() : undefined;
  const bundled = typeof __filename === 'string' && __filename.endsWith('.js');
  const loading = import(/* webpackIgnore: true */ bundled ? './action-main.js' : './main') as Promise<typeof Main>;
  void loading.then(({ run }) => run(early, wasmTiers));
}
