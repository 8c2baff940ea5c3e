/**
 * A response body read no faster than the client downloads it. Astro's Node adapter writes each
 * chunk it reads without waiting for the socket (or the gzip stream before it) to drain, so a
 * source that can produce quickly (a million-lead export, a spooled CP932 file) would pile up in
 * the process's memory whenever the client is slower than the database. Wrapped in this, the
 * next chunk is read only once the response has drained what it holds (ADR 024).
 */
export function pacedBy(body: ReadableStream<Uint8Array>, drained: () => Promise<void>): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        await drained();
        const next = await reader.read();
        if (next.done) controller.close();
        else controller.enqueue(next.value);
      },
      cancel(reason) {
        return reader.cancel(reason);
      },
    },
    // Nothing read ahead: a chunk is pulled only when the writer asks for one.
    { highWaterMark: 0 },
  );
}
