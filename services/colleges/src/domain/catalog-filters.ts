/** The catalog's filters as bounds both index adapters apply the same way (ports/catalog-index.ts). */

/** Undergraduate bounds of each size filter, inclusive (null: no bound). */
export const SIZE_BOUNDS = {
  SMALL: { min: null, max: 4999 },
  MEDIUM: { min: 5000, max: 15000 },
  LARGE: { min: 15001, max: null },
} as const;

/** The controls a control filter admits. */
export const CONTROLS_OF = {
  PUBLIC: ['PUBLIC'],
  PRIVATE: ['NONPROFIT', 'FOR_PROFIT'],
  NONPROFIT: ['NONPROFIT'],
  FOR_PROFIT: ['FOR_PROFIT'],
} as const;
