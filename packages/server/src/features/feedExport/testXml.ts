import { SaxesParser } from 'saxes';

/** An element of a parsed document: enough of a DOM for the tests to read a feed back. */
export interface XmlNode {
  name: string;
  attributes: Record<string, string>;
  children: XmlNode[];
  text: string;
}

/** Parses `xml` with a conforming XML 1.0 parser (saxes): a malformed document throws. */
export function parseXml(xml: string): XmlNode {
  const parser = new SaxesParser();
  const document: XmlNode = { name: '#document', attributes: {}, children: [], text: '' };
  const stack: XmlNode[] = [document];
  let failure: Error | null = null;
  parser.on('opentag', (tag) => {
    const node: XmlNode = { name: tag.name, attributes: { ...tag.attributes }, children: [], text: '' };
    stack.at(-1)?.children.push(node);
    stack.push(node);
  });
  parser.on('text', (text) => {
    const node = stack.at(-1);
    if (node) node.text += text;
  });
  parser.on('closetag', () => {
    stack.pop();
  });
  parser.on('error', (error) => {
    failure ??= error;
  });
  parser.write(xml).close();
  if (failure) throw failure;
  const root = document.children[0];
  if (!root) throw new Error('no root element');
  return root;
}

/** The first child element of `node` at this path of names ('surface_area/built'). */
export function at(node: XmlNode, path: string): XmlNode | undefined {
  let current: XmlNode | undefined = node;
  for (const name of path.split('/')) current = current?.children.find((child) => child.name === name);
  return current;
}

/** The text of the element at `path`, or undefined when it is absent. */
export function textAt(node: XmlNode, path: string): string | undefined {
  return at(node, path)?.text;
}
