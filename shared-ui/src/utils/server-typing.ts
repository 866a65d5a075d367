// A server-rendered page is visible (and its fields can be typed into) before the app takes it over, and the
// app's first render replaces the server's HTML with its own: without this, what a visitor typed meanwhile
// would be lost. The shell records it when it starts (what was typed before that is still in the fields, as the
// page shows the server's HTML until the app has painted it: shell/index.html) and from then on; a screen takes it
// once its own field is there.

interface ServerTyping {
  value: string;
  /** The field still had the focus when it was last typed into (the screen's field then takes it). */
  focused: boolean;
}

const typed = new Map<string, ServerTyping>();

/**
 * Records what is typed into the named fields of the server's HTML under `root` (only the fields there now:
 * the app's own fields are never recorded). Called by the shell before it renders a server-rendered page.
 */
export function recordServerTyping(root: HTMLElement): void {
  const fields = [...root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[name], textarea[name]')];
  const record = (field: HTMLInputElement | HTMLTextAreaElement) => typed.set(field.name, { value: field.value, focused: document.activeElement === field });
  // Typed before the shell started: the value differs from the one the server wrote.
  for (const field of fields) if (field.value !== field.defaultValue) record(field);
  const serverFields = new Set<EventTarget>(fields);
  root.addEventListener(
    'input',
    (event) => {
      const field = event.target;
      if (field && serverFields.has(field) && (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) record(field);
    },
    true,
  );
}

/** What was typed into the server's field `name` before the app took the page over, once (then forgotten); undefined when nothing was. */
export function takeServerTyping(name: string): ServerTyping | undefined {
  const value = typed.get(name);
  typed.delete(name);
  return value;
}
