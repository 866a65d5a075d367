import { useState } from 'react';
import { Alert, Button } from 'shared-ui';

/** The CSV rules with papaparse ('shared-domain/csv'): their own chunk, downloaded when a file is first made. */
export type CsvRules = typeof import('shared-domain/csv');

const loadCsvRules = (): Promise<CsvRules> => import('shared-domain/csv');

/** Hands `text` to the browser as a downloaded file, from a Blob URL (nothing is sent anywhere). */
function saveCsvFile(fileName: string, text: string): void {
  // A byte-order mark first: spreadsheet apps then read the file as UTF-8 (accented names); the import skips it.
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The browser has taken the file by then; the URL would only hold memory.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

interface Props {
  /** Names the file among the others: "Download CSV of the standings". */
  label: string;
  /** The file's name and text, made with the CSV rules when the button is pressed (from the data shown now). */
  build: (csv: CsvRules) => { fileName: string; text: string };
}

/** "Download CSV": makes the file from what the page shows and downloads it. */
export function CsvDownloadButton({ label, build }: Props) {
  const [failed, setFailed] = useState(false);
  const download = async () => {
    setFailed(false);
    try {
      const { fileName, text } = build(await loadCsvRules());
      saveCsvFile(fileName, text);
    } catch (error) {
      console.error(`${label} failed`, error);
      setFailed(true);
    }
  };
  return (
    <>
      <Button variant="secondary" size="sm" aria-label={label} onClick={() => void download()}>
        Download CSV
      </Button>
      {failed && <Alert tone="error">The file could not be made. Check your connection and try again.</Alert>}
    </>
  );
}
