import { useState } from 'react';
import { Alert, Button } from 'shared-ui';
import { saveFile } from '../downloads/save-file';

/** The CSV rules with papaparse ('shared-domain/csv'): their own chunk, downloaded when a file is first made. */
export type CsvRules = typeof import('shared-domain/csv');

const loadCsvRules = (): Promise<CsvRules> => import('shared-domain/csv');

interface Props {
  /** Names the file among the others: "Download CSV of the standings". */
  label: string;
  /** The file's name and text, made with the CSV rules when the button is pressed (from the data shown now). */
  build: (csv: CsvRules) => { fileName: string; text: string };
  /** The button's text; "Download CSV" unless said. */
  text?: string;
}

/** "Download CSV": makes the file (from what the page shows, or a sample) and downloads it. */
export function CsvDownloadButton({ label, build, text: buttonText = 'Download CSV' }: Props) {
  const [failed, setFailed] = useState(false);
  const download = async () => {
    setFailed(false);
    try {
      const { fileName, text } = build(await loadCsvRules());
      // A byte-order mark first: spreadsheet apps then read the file as UTF-8 (accented names); the import skips it.
      saveFile(fileName, ['\uFEFF', text], 'text/csv;charset=utf-8');
    } catch (error) {
      console.error(`${label} failed`, error);
      setFailed(true);
    }
  };
  return (
    <>
      <Button variant="secondary" size="sm" aria-label={label} onClick={() => void download()}>
        {buttonText}
      </Button>
      {failed && <Alert tone="error">The file could not be made. Check your connection and try again.</Alert>}
    </>
  );
}
