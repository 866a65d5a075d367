import { useEffect, useRef, useState } from 'react';
import { Button } from 'shared-ui';
import styles from './snippet-block.module.css';

/** How long the copy feedback stays before it fades. */
const FEEDBACK_MS = 4000;

const COPIED = 'Copied';
const SELECTED = 'Selected: press Ctrl+C (⌘C on a Mac) to copy';

/**
 * A code snippet to paste elsewhere, shown as text in a <pre><code> block, with a Copy snippet button.
 * Without a usable clipboard (an insecure origin, a refused permission) it selects the text instead, so
 * one key press still copies it.
 */
export function SnippetBlock({ snippet, label }: { snippet: string; label: string }) {
  const code = useRef<HTMLElement>(null);
  // The feedback names the text it is about: a changed snippet has not been copied yet.
  const [feedback, setFeedback] = useState<{ snippet: string; text: string } | null>(null);
  useEffect(() => {
    if (!feedback) return;
    const timer = setTimeout(() => setFeedback(null), FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [feedback]);

  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('No clipboard here');
      await navigator.clipboard.writeText(snippet);
      setFeedback({ snippet, text: COPIED });
    } catch {
      if (code.current) window.getSelection()?.selectAllChildren(code.current);
      setFeedback({ snippet, text: SELECTED });
    }
  };
  return (
    <div className={styles.block}>
      <pre className={styles.pre} role="region" aria-label={label} tabIndex={0}>
        <code ref={code}>{snippet}</code>
      </pre>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => void copy()}>
          Copy snippet
        </Button>
        <span className={styles.feedback} role="status">
          {feedback?.snippet === snippet ? feedback.text : ''}
        </span>
      </div>
    </div>
  );
}
