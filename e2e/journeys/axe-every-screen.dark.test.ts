// The accessibility sweep (axe-sweep.ts) in the dark theme.
import { describeAxeSweep } from './axe-sweep';

describeAxeSweep('dark');
