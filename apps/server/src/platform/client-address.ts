import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The client address of the request being handled (entered by route() around every handler), so
 * that every audit entry a request writes carries it, whichever service writes it and whether or
 * not the service was given the address.
 */
const addresses = new AsyncLocalStorage<string>();

export function withClientAddress<T>(ip: string, run: () => T): T {
  return addresses.run(ip, run);
}

/** The address of the request this code runs for; undefined outside a request (scheduled work). */
export function clientAddress(): string | undefined {
  return addresses.getStore();
}
