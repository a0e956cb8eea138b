import { decodeEntities } from '../text.ts';
import type { CaptionFormat } from '../types.ts';
import { CaptionParseError, lineCounter } from './parse-error.ts';

/**
 * Element tree of the small XML dialects timedtext uses. Text nodes are decoded once for the XML
 * layer; what is left is caption text, which may carry its own markup and entities (legacy XML sends
 * `&lt;font&gt;`, srv3 `&amp;#39;`) for the caption cleaner to handle.
 */
export type XmlElement = {
  name: string;
  attrs: Record<string, string>;
  children: (XmlElement | string)[];
  line: number;
};

const TOKEN =
  /<!--[\s\S]*?-->|<\?[\s\S]*?\?>|<!\[CDATA\[([\s\S]*?)\]\]>|<!DOCTYPE[^>]*>|<(\/?)([A-Za-z_][\w:.-]*)((?:\s+[\w:.-]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>|</g;
const ATTRIBUTE = /([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

/** Parses the document's root element; unbalanced or broken markup names the line. */
export function parseXml(body: string, format: CaptionFormat): XmlElement {
  const lineAt = lineCounter(body);
  const fail = (offset: number, problem: string): never => {
    throw new CaptionParseError(format, `line ${lineAt(offset)}`, problem);
  };
  const stack: XmlElement[] = [];
  let root: XmlElement | null = null;
  let last = 0;

  const addText = (text: string, offset: number) => {
    if (stack.length > 0) stack[stack.length - 1].children.push(text);
    else if (text.trim()) fail(offset, 'text outside the root element');
  };

  for (const match of body.matchAll(TOKEN)) {
    const offset = match.index;
    if (offset > last) addText(decodeEntities(body.slice(last, offset)), last);
    last = offset + match[0].length;
    const [whole, cdata, closing, name, rawAttrs, selfClosing] = match;
    if (whole === '<') fail(offset, 'a "<" that does not start a valid tag');
    if (cdata !== undefined) addText(cdata, offset);
    if (name === undefined) continue;

    if (closing) {
      const open = stack.pop();
      if (!open) fail(offset, `closing </${name}> without an opening tag`);
      else if (open.name !== name) fail(offset, `</${name}> closes <${open.name}> opened on line ${open.line}`);
      continue;
    }
    const element: XmlElement = { name, attrs: readAttributes(rawAttrs), children: [], line: lineAt(offset) };
    if (stack.length > 0) stack[stack.length - 1].children.push(element);
    else if (root) fail(offset, `a second root element <${name}>`);
    else root = element;
    if (!selfClosing) stack.push(element);
  }
  if (last < body.length) addText(decodeEntities(body.slice(last)), last);
  if (stack.length > 0) {
    const open = stack[stack.length - 1];
    throw new CaptionParseError(format, `line ${open.line}`, `<${open.name}> is never closed`);
  }
  if (!root) throw new CaptionParseError(format, 'line 1', 'no XML element found');
  return root;
}

function readAttributes(raw: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const [, key, doubleQuoted, singleQuoted] of raw.matchAll(ATTRIBUTE)) attrs[key] = doubleQuoted ?? singleQuoted;
  return attrs;
}

/** Concatenated raw text of an element, `<br/>` as a line break. */
export function textOf(element: XmlElement): string {
  return element.children
    .map((child) => (typeof child === 'string' ? child : child.name === 'br' ? '\n' : textOf(child)))
    .join('');
}

export function elements(parent: XmlElement, name: string): XmlElement[] {
  return parent.children.filter((child): child is XmlElement => typeof child !== 'string' && child.name === name);
}

/** A numeric attribute, or a parse error naming the element's line. */
export function numberAttr(
  element: XmlElement,
  name: string,
  format: CaptionFormat,
  required: boolean,
): number | undefined {
  const raw = element.attrs[name];
  if (raw === undefined) {
    if (required) throw new CaptionParseError(format, `line ${element.line}`, `<${element.name}> has no ${name}="…"`);
    return undefined;
  }
  const value = Number(raw);
  if (raw.trim() === '' || !Number.isFinite(value) || value < 0) {
    throw new CaptionParseError(format, `line ${element.line}`, `<${element.name}> has ${name}="${raw}", not a number`);
  }
  return value;
}
