/**
 * How many downloads a personal link and a client may have under way at once (issue 30), in
 * this process's memory: a download holds an open file and a connection, so the bound is on
 * what is in flight, and it frees the moment a download ends or its client hangs up. Beyond
 * it a download is told to come back (429 with Retry-After), never queued without end.
 */

/** Downloads of one link at once: one person, a second device, a mail scanner. */
export const LINK_PARALLEL = 3;
/** Downloads from one client (address or IPv6 /64) at once: a clinic's office behind one address. */
export const CLIENT_PARALLEL = 6;
/** What a refused download is told: come back in this many seconds. */
export const DOWNLOAD_RETRY_AFTER_SECONDS = 30;

export interface DownloadLimits {
  /** A release function while within both limits; null when either is full. */
  enter(linkId: string, clientKey: string): (() => void) | null;
  readonly inFlight: number;
}

export function createDownloadLimits(perLink = LINK_PARALLEL, perClient = CLIENT_PARALLEL): DownloadLimits {
  const links = new Map<string, number>();
  const clients = new Map<string, number>();
  let inFlight = 0;
  const add = (map: Map<string, number>, key: string, n: number) => {
    const next = (map.get(key) ?? 0) + n;
    if (next <= 0) map.delete(key);
    else map.set(key, next);
  };
  return {
    enter(linkId, clientKey) {
      if ((links.get(linkId) ?? 0) >= perLink || (clients.get(clientKey) ?? 0) >= perClient) return null;
      add(links, linkId, 1);
      add(clients, clientKey, 1);
      inFlight += 1;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        add(links, linkId, -1);
        add(clients, clientKey, -1);
        inFlight -= 1;
      };
    },
    get inFlight() {
      return inFlight;
    },
  };
}
