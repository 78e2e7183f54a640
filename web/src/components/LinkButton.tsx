import { Button, type ButtonProps } from 'antd';
import type { MouseEvent } from 'react';
import { useHref, useLinkClickHandler } from 'react-router-dom';

type LinkButtonProps = Omit<ButtonProps, 'href' | 'onClick'> & { to: string };

/**
 * An antd button that is a real link (`<a href>`) and navigates client-side, so it
 * keeps link semantics (new tab, copy address) without nesting a button in an anchor.
 */
export function LinkButton({ to, ...props }: LinkButtonProps) {
  const href = useHref(to);
  const handleClick = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <Button
      {...props}
      href={href}
      onClick={(event: MouseEvent<HTMLElement>) => handleClick(event as MouseEvent<HTMLAnchorElement>)}
    />
  );
}
