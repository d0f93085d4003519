import { expect, type Page } from '@playwright/test';

/**
 * Clicks the option of the open antd select menu that contains `text` (the first option when
 * none is named), once the menu has settled. The menu slides open and lays its list out after it
 * first shows; on a busy machine a click in that moment can land while the option moves, and
 * chooses nothing while the menu stays open over the fields below.
 */
export async function chooseOption(page: Page, text?: string) {
  const option = '.ant-select-item-option';
  // The open menu: not one put away (hidden) or on its way out (its leave motion).
  const menu = page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden):not([class*="slide-up-leave"])')
    .filter({ has: page.locator(option, { hasText: text ?? '' }) });
  await expect(menu).toBeVisible();
  // The motion's classes (ant-slide-up, ant-slide-up-appear…) stay on the menu until it has arrived.
  await expect(menu).not.toHaveClass(/\bant-slide-up\b/);
  const options = menu.locator(option);
  await (text === undefined ? options.first() : options.filter({ hasText: text })).click();
}
