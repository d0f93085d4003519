/** Hover delay 200 ms, for opening and for closing the header's menus and popovers. */
export const HOVER_DELAY_MS = 200;
/** The same delay for antd's popovers, which count seconds. */
export const HOVER_DELAY_SECONDS = HOVER_DELAY_MS / 1000;
