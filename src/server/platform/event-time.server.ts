/**
 * The time stamped on records that are read back in the order they happened: the audit log
 * ("newest first") and a lead's status history. Two writes of one process in the same
 * millisecond would otherwise share a stamp and come back in any order; here each gets a later
 * millisecond than the one before, so at most a few milliseconds of drift under a burst.
 */
let lastStamp = 0;

export function eventTime(): Date {
  const stamp = Math.max(Date.now(), lastStamp + 1);
  lastStamp = stamp;
  return new Date(stamp);
}
