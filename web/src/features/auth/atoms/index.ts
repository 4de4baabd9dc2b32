export * from './sessionAtoms';
export { clearStorage, readStored, storageAtom, writeStored } from './storageAtom';
export { COOKIE_NAMES, LOCAL_STORAGE_KEYS, SESSION_STORAGE_KEYS } from './storageKeys';
