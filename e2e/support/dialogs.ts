import { expect, type Locator } from '@playwright/test';

/**
 * Waits until an antd dialog has opened and finished zooming in. A click during the zoom can land
 * beside its target, the dialog growing from where the opening click was: on a busy machine the
 * click meant for 确定 closed the dialog as a click on 取消 or the mask would (seen twice in CI).
 */
export async function openedDialog(dialog: Locator) {
  await expect(dialog).toBeVisible();
  await expect(dialog).not.toHaveClass(/\bant-zoom-(appear|enter)\b/);
}
