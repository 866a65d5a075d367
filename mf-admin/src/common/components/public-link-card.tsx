import { useRef } from 'react';
import { Button, Card, TextField, buttonClassName, cx } from 'shared-ui';
import layout from '../styles/layout.module.css';
import { useFadingNotice } from '../hooks/use-fading-notice';
import styles from './public-link-card.module.css';

/** How the last copy went; `copied` fades after a few seconds, `manual` stays until the next try. */
type CopyState = 'copied' | 'manual';

/** Copies with the Clipboard API; older or insecure contexts fall back to copying the selected text. */
async function copyText(text: string, input: HTMLInputElement | null): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Permission refused: fall through to the selection.
  }
  if (!input) return false;
  input.focus();
  input.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  }
}

/**
 * The public page's address with a copy button (spec §2 "Public link with copy"). The address is
 * absolute, so it can be pasted anywhere; the result of copying is announced.
 */
export function PublicLinkCard({ path, label = 'Public page address' }: { path: string; label?: string }) {
  const url = `${window.location.origin}${path}`;
  const input = useRef<HTMLInputElement>(null);
  const [state, show] = useFadingNotice<CopyState>();

  const copy = async () => {
    if (await copyText(url, input.current)) show('copied', 3000);
    else show('manual');
  };

  return (
    <Card title="Public Link">
      <div className={styles.row}>
        <TextField
          ref={input}
          label={label}
          name="public-link"
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          fieldClassName={styles.field}
        />
        <div className={layout.actions}>
          <Button variant="secondary" onClick={copy}>
            {state === 'copied' ? 'Copied!' : 'Copy Link'}
          </Button>
          <a className={buttonClassName({ variant: 'ghost' })} href={path} target="_blank" rel="noopener noreferrer">
            Open Public Page
          </a>
        </div>
      </div>
      <p className={cx(layout.muted, styles.live)} role="status">
        {state === 'copied' ? 'Link copied to the clipboard.' : state === 'manual' ? 'Copying is not available here: the address is selected, press Ctrl+C (⌘C) to copy it.' : ''}
      </p>
    </Card>
  );
}
