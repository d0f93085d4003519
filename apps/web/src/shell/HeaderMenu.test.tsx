import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HeaderMenu } from './HeaderMenu.tsx';

const chosen = vi.fn();

function renderMenu() {
  render(
    <HeaderMenu
      trigger="菜单"
      triggerClassName={undefined}
      testId="menu"
      items={[
        { key: 'a', label: '预定会议室', href: '/#/meeting/meetingOrder' },
        { key: 'b', label: '退出登录', onSelect: chosen },
        { key: 'c', label: '暂无' },
      ]}
    />,
  );
  return screen.getByTestId('menu');
}

describe('header menu', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('opens 200 ms into a hover and closes 200 ms after the pointer leaves', () => {
    const trigger = renderMenu();
    fireEvent.mouseEnter(trigger.parentElement as HTMLElement);
    act(() => vi.advanceTimersByTime(150));
    expect(screen.queryByRole('menu')).toBeNull();
    act(() => vi.advanceTimersByTime(60));
    expect(screen.getByRole('menuitem', { name: '预定会议室' }).getAttribute('href')).toBe(
      '/#/meeting/meetingOrder',
    );
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    fireEvent.mouseLeave(trigger.parentElement as HTMLElement);
    act(() => vi.advanceTimersByTime(210));
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('toggles on click, closes on Escape, runs an action item, shows an item without target disabled', () => {
    const trigger = renderMenu();
    fireEvent.click(trigger);
    expect(screen.getByRole('menuitem', { name: '暂无' }).getAttribute('aria-disabled')).toBe('true');
    fireEvent.keyDown(trigger, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.click(trigger);
    fireEvent.click(screen.getByRole('menuitem', { name: '退出登录' }));
    expect(chosen).toHaveBeenCalledOnce();
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
