// The widget's custom element in JSX (the embed guide's live preview renders it like a third-party page would).
import type { DetailedHTMLProps, HTMLAttributes } from 'react';

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'match-center-widget': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & {
        'tournament-id'?: string;
        'match-id'?: string;
        theme?: 'bright' | 'dark';
      };
    }
  }
}
