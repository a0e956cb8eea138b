/** The part of jsdom the server's tests use to parse the HTML and XML they get (the package ships no types). */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string, options?: { contentType?: string });
    readonly window: Window & typeof globalThis;
  }
}
