/** `YYYY-MM-DD` of a `YYYY-MM-DD HH:mm:ss` time; the cards show the day only. */
export const dayOf = (time: string) => time.slice(0, 10);
