import type * as Main from './main';
import { liftoffOnly } from '../runtime/liftoff';
import { prestartParser } from '../core/extract/prestart';
import { mapsRepository } from './early';

// The entry point's bundle (dist/index.js) is small, and the Action's code a bundle of its own
// (dist/action-main.js, ~7 MB), loaded once this process is known to run it: on Node 24 this
// process only runs node again (see liftoffOnly), and a run that maps the repository starts its
// parse thread first (see prestartParser), both before that bundle is compiled (~0.3 s). From the
// sources (tsx), the module is imported.
const relaunched = liftoffOnly();
if (relaunched !== undefined) process.exitCode = relaunched;
else {
  const early = mapsRepository(process.env) ? prestartParser() : undefined;
  const bundled = typeof __filename === 'string' && __filename.endsWith('.js');
  const loading = import(/* webpackIgnore: true */ bundled ? './action-main.js' : './main') as Promise<typeof Main>;
  void loading.then(({ run }) => run(early));
}
