import type { DialogConfirmProps } from 'antd-mobile/es/components/dialog';
import type { ToastShowProps } from 'antd-mobile/es/components/toast';

/**
 * Toasts and confirmations for the phone pages. antd-mobile's engines for them (and the animation
 * library they bring) are fetched at their first use, not with every page's first load; the
 * render hook React 19 needs comes with them.
 */
const render = () => import('./antd-mobile-render.ts');

export async function showToast(props: ToastShowProps) {
  const [, { default: Toast }] = await Promise.all([render(), import('antd-mobile/es/components/toast')]);
  Toast.show(props);
}

export async function confirmDialog(props: DialogConfirmProps): Promise<boolean> {
  const [, { default: Dialog }] = await Promise.all([render(), import('antd-mobile/es/components/dialog')]);
  return Dialog.confirm(props);
}
