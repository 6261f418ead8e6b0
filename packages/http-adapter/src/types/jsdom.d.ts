/** The part of jsdom the SVG sanitiser uses (jsdom ships no types; @types/jsdom pulls in the DOM lib). */
declare module 'jsdom' {
  export type XmlElement = {
    readonly namespaceURI: string | null
    readonly localName: string
    readonly prefix: string | null
  }
  export type XmlDocument = { readonly documentElement: XmlElement }
  export type DomWindow = {
    readonly DOMParser: new () => { parseFromString(text: string, type: string): XmlDocument }
    readonly XMLSerializer: new () => { serializeToString(node: XmlElement): string }
  }
  export class JSDOM {
    constructor(html?: string)
    readonly window: DomWindow
  }
}
