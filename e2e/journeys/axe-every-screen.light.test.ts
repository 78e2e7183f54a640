// The accessibility sweep (axe-sweep.ts) in the light theme.
import { describeAxeSweep } from './axe-sweep';

describeAxeSweep('light');
