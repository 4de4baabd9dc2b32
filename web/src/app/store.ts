import { createStore } from 'jotai';

/**
 * The Jotai store of the running app. It is created here rather than implicitly by `<Provider>` so that code
 * outside React (e.g. the SDK client's error hook calling `notify`) can reach the same state.
 */
export const appStore = createStore();
export type AppStore = typeof appStore;
