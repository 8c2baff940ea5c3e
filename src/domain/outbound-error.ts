/**
 * What of an outgoing request's error the staff see: its category alone (`HTTP 500`,
 * `接続できません`, …). The receiver's answer after `: ` is for admins (issue 20: a receiver's
 * body could carry anything, and distinct texts map the network).
 */
export function outboundErrorCategory(error: string | null): string | null {
  if (error === null) return null;
  const cut = error.indexOf(': ');
  return cut < 0 ? error : error.slice(0, cut);
}
