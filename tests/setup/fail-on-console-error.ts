/**
 * House rule: a test during which console.error is called fails. Errors logged and swallowed
 * (React warnings, caught-and-logged exceptions) are bugs we would otherwise never see.
 * A test that expects an error log spies on console.error itself, which replaces this spy.
 */
import { format } from 'node:util';
import { afterEach, beforeEach, type MockInstance, vi } from 'vitest';

let calls: unknown[][] = [];
let spy: MockInstance<typeof console.error> | undefined;

beforeEach(() => {
  calls = [];
  spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    calls.push(args);
  });
});

afterEach(() => {
  spy?.mockRestore();
  spy = undefined;
  if (calls.length > 0) {
    const logged = calls.map((args) => format(...args)).join('\n---\n');
    calls = [];
    throw new Error(`console.error was called during this test:\n${logged}`);
  }
});
