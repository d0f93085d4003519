/**
 * How a failed call's message reaches the person: a notice box for 3 s on desktop,
 * a toast on mobile. The layout in charge installs its presenter; until then messages go to the console.
 */
type Presenter = (message: string) => void;

let presenter: Presenter = (message) => console.warn(message);

export function setApiErrorPresenter(next: Presenter) {
  presenter = next;
}

export function showApiError(message: string) {
  presenter(message);
}

/** Notice messages stay 3 s. */
export const NOTICE_SECONDS = 3;
