/** The home's cards, by test id: the home spec checks each, the browser benchmark waits for all. */
export const HOME_CARDS = [
  'home-banner',
  'home-notices',
  'home-latest',
  'home-disclosure',
  'home-activities',
  'home-culture',
  'home-quick-links',
  'home-hot-questions',
];
