import { Modal, type ModalFuncProps } from 'antd';
import { useCallback } from 'react';

/**
 * A delete confirmation whose OK button is red (danger) and reads Delete. Render `holder` once in
 * the screen. Its colours are the theme's (theme-config.ts), which keep AA contrast in both modes.
 */
export function useDangerConfirm() {
  const [modal, holder] = Modal.useModal();
  const confirm = useCallback((props: ModalFuncProps) => {
    modal.confirm({ okText: 'Delete', cancelText: 'Cancel', ...props, okButtonProps: { danger: true, ...props.okButtonProps } });
  }, [modal]);
  return { confirm, holder };
}
