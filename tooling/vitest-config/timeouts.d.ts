export declare const ASYNC_WAIT_TIMEOUT_MS: number;
export declare const loadTolerantTimeouts: {
  testTimeout: number;
  hookTimeout: number;
  expect: { poll: { timeout: number } };
};
