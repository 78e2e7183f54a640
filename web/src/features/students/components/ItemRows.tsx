import { Flex, theme } from 'antd';
import type { ReactNode } from 'react';

/** A plain list of rows (main content left, a short detail right), divided by the theme's split colour. */
export function ItemRows<T>({ items, label, render }: { items: readonly T[]; label: string; render: (item: T) => { main: ReactNode; side?: ReactNode } }) {
  const { token } = theme.useToken();
  return (
    <ul aria-label={label} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {items.map((item, i) => {
        const { main, side } = render(item);
        return (
          <li key={i} style={{ padding: `${token.paddingXS}px 0`, borderTop: i === 0 ? undefined : `1px solid ${token.colorSplit}` }}>
            <Flex justify="space-between" align="center" gap={token.margin}>
              <div style={{ minWidth: 0 }}>{main}</div>
              {side !== undefined && side !== null && <div style={{ flex: 'none' }}>{side}</div>}
            </Flex>
          </li>
        );
      })}
    </ul>
  );
}
