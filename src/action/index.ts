import { isMainThread } from 'node:worker_threads';
import { run } from './main';
import { relaunchWithLiftoffIfNeeded } from '../core/parse/liftoff';

// In a parse worker (started from this same bundle) the engine serves parse requests instead.
const relaunched = isMainThread ? relaunchWithLiftoffIfNeeded() : undefined;
if (relaunched !== undefined) process.exitCode = relaunched;
else if (isMainThread) void run();
