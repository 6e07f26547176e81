import { cloneElement, Fragment, type ReactElement, type ReactNode } from 'react';
import { useT, type MessageId, type MessageValues } from './i18n';

/** A part of a message wrapped in a tag: `<courses>our courses</courses>`. */
const TAGGED = /<([a-zA-Z][a-zA-Z0-9]*)>([\s\S]*?)<\/\1>/g;

/**
 * A message with markup: its `<name>…</name>` parts become the given elements with the part's text
 * inside, e.g. `<Message id="about.start" components={{ courses: <Link to="/courses" /> }} />`.
 * A tag without an element shows its text only.
 */
export function Message({
  id,
  values,
  components = {},
}: {
  id: MessageId;
  values?: MessageValues;
  components?: Record<string, ReactElement>;
}) {
  const text = useT()(id, values);
  const parts: ReactNode[] = [];
  let end = 0;
  for (const match of text.matchAll(TAGGED)) {
    const [whole, name = '', inner = ''] = match;
    parts.push(text.slice(end, match.index));
    const element = components[name];
    parts.push(element ? cloneElement(element, { key: parts.length }, inner) : inner);
    end = match.index + whole.length;
  }
  parts.push(text.slice(end));
  return <Fragment>{parts}</Fragment>;
}
