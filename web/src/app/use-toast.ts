import { App } from 'antd';
import { useMemo, type ReactNode } from 'react';

/**
 * Toasts on top of antd's notification API: a title and an
 * optional description. Placement, the one-at-a-time rule and the 5 s default are
 * configured once on the antd `App` in providers.tsx.
 */
export interface Toast {
  success: (title: ReactNode, description?: ReactNode) => void;
  error: (title: ReactNode, description?: ReactNode) => void;
  info: (title: ReactNode, description?: ReactNode) => void;
}

export function useToast(): Toast {
  const { notification } = App.useApp();
  return useMemo(
    () => ({
      success: (title, description) => notification.success({ title, description }),
      error: (title, description) => notification.error({ title, description, role: 'alert' }),
      info: (title, description) => notification.info({ title, description }),
    }),
    [notification],
  );
}
