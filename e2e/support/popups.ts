import { expect, type Locator } from '@playwright/test';

/**
 * Waits until an antd dialog or popover has opened and finished its opening motion (zoom). A click
 * during it can land beside its target, the popup growing from where it was opened: on a busy
 * machine a click meant for 确定 closed the dialog as a click on 取消 or the mask would, and one
 * meant for a popover's button missed it (each seen in CI or a full run).
 */
export async function openedPopup(popup: Locator) {
  await expect(popup).toBeVisible();
  await expect(popup).not.toHaveClass(/\bant-[a-z-]+-(appear|enter)\b/);
}
