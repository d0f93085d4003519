/** Hover delay 200 ms, for opening and for closing the header's menus (antd counts seconds). */
export const HOVER_DELAY_SECONDS = 0.2;
