import { atom } from 'jotai';

/** The message under the match header after a save: a success (fades), an error or information (stay). */
export interface MatchNotice {
  tone: 'error' | 'info' | 'success';
  text: string;
  /** Distinguishes two notices with the same text, so a repeated success is announced again. */
  id: number;
}

let nextId = 0;

/** A new notice (with a fresh id). */
export const matchNotice = (tone: MatchNotice['tone'], text: string): MatchNotice => ({ tone, text, id: ++nextId });

/** The match centre's current notice; the screen clears it when it closes. */
export const matchNoticeAtom = atom<MatchNotice | null>(null);
