// repomap's version, from package.json. The bundles inline it when they are built, so they read no
// package.json at run time.
import packageJson from '../../../package.json';

export const VERSION: string = packageJson.version;
