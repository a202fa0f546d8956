import { PassThrough } from "node:stream";
import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";

/** How long a page's render may wait for lazy parts before the build fails on it. */
export const streamTimeout = 5_000;
const ABORT_GRACE_MS = 1_000;

/*
 * This entry runs only while the site is prerendered (a folder of static files, docs/decisions.md D1), so every page
 * is written once all of it is ready, React's advice for static generation: the HTML holds every section in place,
 * lazy ones included, and no part of a page arrives later in a hidden element that an inline script moves into place.
 * React Router's default entry waits like this only for bots and the SPA fallback (docs/decisions.md D89).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  return new Promise<Response>((resolve, reject) => {
    let statusCode = responseStatusCode;
    let timeout: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + ABORT_GRACE_MS,
    );
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} />,
      {
        onAllReady() {
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeout);
              timeout = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: statusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          // A page that fails to render fails the build (React Router stops on a prerender response that is not OK).
          statusCode = 500;
          console.error(error);
        },
      },
    );
  });
}
