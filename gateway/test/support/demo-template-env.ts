/** The variable that names the jest run's folder (scripts/jest-global-setup.mjs): the seeded demo template, the portal hosts. */
export const TEMPLATES_ENV = 'COUNSEL_E2E_TEMPLATES';
