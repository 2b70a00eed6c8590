/** s3rver ships no types: the part of its API the tests use. */
declare module 's3rver' {
  interface S3rverOptions {
    address?: string;
    /** 0: any free port (run() answers which). */
    port?: number;
    silent?: boolean;
    directory?: string;
    resetOnClose?: boolean;
    configureBuckets?: { name: string; configs: (string | Buffer)[] }[];
  }
  export default class S3rver {
    constructor(options?: S3rverOptions);
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
