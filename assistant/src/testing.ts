// Fixtures the server's tests share with the assistant's: the dog-walking idea card and a mentor's pin.
export { PAWWALK_CARD, PFOTENTOUR_CARD } from './test/dog-walking.js';
export { testPin } from './test/pins.js';
