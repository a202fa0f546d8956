/** A TCP port free on 127.0.0.1 right now, from the kernel. */
export declare function freePort(): Promise<number>;
