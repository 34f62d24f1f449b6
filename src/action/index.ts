import { run } from './main';
import { relaunchWithLiftoffIfNeeded } from '../core/parse/liftoff';

const relaunched = relaunchWithLiftoffIfNeeded();
if (relaunched !== undefined) process.exitCode = relaunched;
else void run();
