import type * as Main from './main';
import { liftoffOnly } from '../core/parse/liftoff';

// On Node 24 this process only runs node again (see liftoffOnly): the Action's code is loaded after
// that is decided, so that this process does not load it too (~0.3 s of a 7 MB bundle). In the
// bundle, ncc resolves the require within it; from the sources as an ES module, it is imported.
const relaunched = liftoffOnly();
if (relaunched !== undefined) process.exitCode = relaunched;
else {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const loading: Promise<typeof Main> = typeof require === 'function' ? Promise.resolve(require('./main')) : import(/* webpackIgnore: true */ './main');
  void loading.then(({ run }) => run());
}
