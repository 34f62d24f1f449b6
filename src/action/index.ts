import { run } from './main';
import { liftoffOnly } from '../core/parse/liftoff';

const relaunched = liftoffOnly();
if (relaunched !== undefined) process.exitCode = relaunched;
else void run();
