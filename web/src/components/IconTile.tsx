import type { CSSProperties, ReactNode } from 'react';

/** A decorative square with an icon in its middle (the logo, the landing page's feature cards); hidden from screen readers. */
export function IconTile({ size, style, children }: { size: number; style: CSSProperties; children: ReactNode }) {
  return (
    <span aria-hidden style={{ display: 'inline-flex', alignItems: 'center', justifyContent: 'center', width: size, height: size, ...style }}>
      {children}
    </span>
  );
}
