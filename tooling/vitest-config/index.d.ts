export declare const testReporting: {
  reporters: ["default", "json"];
  outputFile: { json: string };
};
export { ASYNC_WAIT_TIMEOUT_MS, loadTolerantTimeouts } from "./timeouts.js";
export declare const sharedWorker: { isolate: false; unstubEnvs: true; unstubGlobals: true };
