import { isMainThread } from 'node:worker_threads';
import { run } from './main';

// In a parse worker (started from this same bundle) the engine serves parse requests instead.
if (isMainThread) void run();
