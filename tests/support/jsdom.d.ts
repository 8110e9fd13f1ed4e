// jsdom ships no types and @types/jsdom is not installed: the API tests parse served documents
// with the little of it declared here (a window with the DOM's own types).
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
