export { startPortal, type RunningPortal, type PortalOptions } from './portal.js';
export { MODULES, targetsFrom } from './modules.js';
export { composeSupergraph } from './supergraph.js';
