import { describe, expect, it } from 'vitest';
import { recordServerTyping, takeServerTyping } from './server-typing';

const type = (field: HTMLInputElement, value: string) => {
  field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
};

describe('typing into a server-rendered page before the app takes it over', () => {
  it('is handed to the screen once, with whether the field kept the focus; the app’s own fields are never recorded', () => {
    document.body.innerHTML = '<div id="root"><input name="search" /></div>';
    const root = document.getElementById('root')!;
    recordServerTyping(root);
    const server = root.querySelector('input')!;
    server.focus();
    type(server, 'arse');
    type(server, 'arsenal');
    // The app's first render replaces the server's HTML with its own field of the same name.
    root.innerHTML = '<input name="search" />';
    type(root.querySelector('input')!, 'typed in the app');
    expect(takeServerTyping('search')).toEqual({ value: 'arsenal', focused: true });
    expect(takeServerTyping('search')).toBeUndefined();
  });

  it('includes what was typed before the shell started recording, and nothing for a field left as the server wrote it', () => {
    document.body.innerHTML = '<div id="root"><input name="search" value="from the address" /><input name="other" value="kept" /></div>';
    const root = document.getElementById('root')!;
    const server = root.querySelector<HTMLInputElement>('input[name="search"]')!;
    server.focus();
    server.value = 'from the address, then more';
    recordServerTyping(root);
    expect(takeServerTyping('search')).toEqual({ value: 'from the address, then more', focused: true });
    expect(takeServerTyping('other')).toBeUndefined();
  });

  it('has nothing for a field nobody typed into', () => {
    expect(takeServerTyping('q')).toBeUndefined();
  });
});
