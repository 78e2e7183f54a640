import type { ReactNode } from 'react';

/**
 * A horizontally scrolling area for wide tables on narrow screens. Named and focusable, so keyboard
 * users can scroll it too (axe: scrollable-region-focusable).
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} style={{ overflowX: 'auto' }}>
      {children}
    </div>
  );
}
